import Foundation

extension LanguageServer {
    /// Serves over two file descriptors (standard input and output by default) until `exit`
    /// or the end of the input, and returns the exit status: 0 after `shutdown`, else 1.
    ///
    /// Messages that arrive together (at most ``maximumBatch`` of them) are handled as one
    /// batch, so a `$/cancelRequest` cancels a request still waiting in it. Changed documents
    /// are checked once the input has been quiet for `checkDelay` seconds (or when a request
    /// needs them), so a burst of edits is checked and published once.
    ///
    /// The checks run on a ``CheckWorker``, so this thread goes on reading and answering
    /// while one runs; the worker wakes it through a pipe when a check is done, and it
    /// publishes the result (``receiveChecks()``). It returns at `exit` without waiting for a
    /// running check.
    ///
    /// Problems of the server's own (a malformed message) go to standard error. A broken
    /// output (the client went away) ends the server with status 1. Large blocks of memory go
    /// back to the system as soon as they are freed (``Allocator``).
    package static func run(
        version: String, formatter: Formatter? = nil, input: Int32 = 0, output: Int32 = 1,
        checkDelay: Double = defaultCheckDelay
    ) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        Allocator.returnLargeBlocksToSystem()
        let wake = WakePipe()
        defer { wake?.close() }
        var outputFailed = false
        let server = LanguageServer(
            version: version, formatter: formatter, worker: wake.map { wake in CheckWorker { wake.signal() } },
            send: { bytes in outputFailed = outputFailed || !writeAll(bytes, to: output) },
            log: { text in _ = writeAll(Array((text + "\n").utf8), to: 2) })
        var reader = MessageReader { count in readSome(count, from: input) }
        while true {
            if !reader.hasBufferedInput {
                switch wait(for: input, or: wake, within: server.hasPendingChecks ? checkDelay : nil) {
                case .checked:
                    wake?.drain()
                    server.receiveChecks()
                    if outputFailed { return 1 }
                    continue
                case .quiet:
                    server.checkPending()
                    if outputFailed { return 1 }
                    continue
                case .input:
                    break
                }
            }
            guard let first = reader.next() else { break }
            var batch = [first]
            while batch.count < maximumBatch, reader.hasBufferedInput || isReadable(input),
                let frame = reader.next()
            {
                batch.append(frame)
            }
            server.handle(batch: consume batch)
            if let status = server.exitStatus { return status }
            if outputFailed { return 1 }
        }
        return server.statusAtEndOfInput
    }

    /// How long the input must be quiet before changed documents are checked, in seconds.
    package static let defaultCheckDelay = 0.05

    /// The most messages read ahead and handled as one batch.
    static let maximumBatch = 64

    /// What ended a wait of the server's thread.
    private enum Wake {
        /// The worker finished a check.
        case checked
        /// The input was quiet for the whole wait.
        case quiet
        /// The input has bytes (or its end) to read.
        case input
    }

    /// Waits until `input` has something to read or the worker signals `wake`, for at most
    /// `seconds` (nil: as long as it takes). A finished check is taken first.
    private static func wait(for input: Int32, or wake: WakePipe?, within seconds: Double?) -> Wake {
        var entries = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if let wake { entries.append(pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let result = poll(&entries, nfds_t(entries.count), seconds.map { Int32(($0 * 1000).rounded()) } ?? -1)
            if result < 0 && errno == EINTR { continue }
            if result == 0 { return .quiet }
            if entries.count > 1, entries[1].revents != 0 { return .checked }
            return .input
        }
    }

    /// Whether `descriptor` has input (or its end) to read now.
    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&entry, 1, 0)
            if result < 0 && errno == EINTR { continue }
            return result != 0
        }
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
