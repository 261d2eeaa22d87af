import Foundation

extension LanguageServer {
    /// Serves over two file descriptors (standard input and output by default) until `exit`
    /// or the end of the input, and returns the exit status: 0 after `shutdown`, else 1.
    ///
    /// Problems of the server's own (a malformed message) go to standard error. A broken
    /// output (the client went away) ends the server with status 1.
    package static func run(version: String, formatter: Formatter? = nil, input: Int32 = 0, output: Int32 = 1) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var outputFailed = false
        let server = LanguageServer(version: version, formatter: formatter,
                                    send: { bytes in outputFailed = outputFailed || !writeAll(bytes, to: output) },
                                    log: { text in _ = writeAll(Array((text + "\n").utf8), to: 2) })
        var reader = MessageReader { count in readSome(count, from: input) }
        while let frame = reader.next() {
            server.handle(frame)
            if let status = server.exitStatus { return status }
            if outputFailed { return 1 }
        }
        return server.statusAtEndOfInput
    }

    /// Up to `count` bytes from `descriptor`; empty at its end or on an error.
    private static func readSome(_ count: Int, from descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, count) }
            if read < 0 && errno == EINTR { continue }
            return read > 0 ? Array(bytes[..<read]) : []
        }
    }

    /// Writes all of `bytes`; false when the descriptor fails.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
