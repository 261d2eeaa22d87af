import Foundation
import Testing

/// Memory grows linearly with the input for every command, on the shapes that used to make
/// it grow faster: a long alias chain, a long chain with every link used (each use's
/// provenance was the whole chain after it), `@a:@b;` repeated (two findings per 6 bytes),
/// one long line, many rule sets.
///
/// By default (seconds per case in a debug build) each command runs on an empty theme and on
/// 200 KB of the shape, and the second may need at most ``maximumBytesPerInputByte`` more:
/// 100 bytes per input byte. `/usr/bin/time -f %M` on a debug build measures at most about 50
/// for any command and shape (`@a:@b;` in `fdlc check` and `lint` needed about 100 until
/// findings past the 500 cap were no longer built; the language server 460 while it built
/// whole-document answers as trees, about 40 now). What was quadratic (a 16 000-link chain
/// with every link's notes) needs far more. Smaller inputs tell nothing, their memory hides
/// under the start-up's peak (the catalog); and a child's peak as `wait4` reports it starts at
/// this test process's peak (`exec` folds the peak of the address space it replaces into it),
/// so growth that stays below that measures as none: the slow sizes below are the ones that
/// tell small growth apart.
///
/// With `FDLC_SLOW_TESTS=1`, three sizes, each ten times the one before (1, 10 and 100 MB for
/// the shapes that are cheap per byte, 0.1, 1 and 10 MB for those with a finding every few
/// bytes): from the middle size to the largest, memory may grow at most 15 times as much as
/// from the smallest to the middle (10 is linear, 100 quadratic), plus 10 MB.
@Suite("linear memory for every command on pathological shapes")
struct LinearMemoryTests {
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        case aliasChain, chainUses, repeatedAlias, longLine, manyRules

        var testDescription: String { rawValue }

        /// About `bytes` bytes of this shape.
        func text(bytes: Int) -> String {
            var text = ""
            text.reserveCapacity(bytes + 64)
            switch self {
            case .aliasChain, .chainUses:
                text = "@v0: #0A6ED1;\n"
                var index = 1
                while text.utf8.count < bytes {
                    text += "@v\(index): @v\(index - 1);\n"
                    if self == .chainUses { text += "fdlFUIKPIView_p\(index) { tint-color: @v\(index); }\n" }
                    index += 1
                }
                if self == .aliasChain { text += "Label { font-color: @v\(index - 1); }\n" }
            case .repeatedAlias:
                text = String(repeating: "@a:@b;", count: bytes / 6)
            case .longLine:
                text = "Label { " + String(repeating: "font-size: 12; ", count: bytes / 15) + "}"
            case .manyRules:
                var index = 0
                while text.utf8.count < bytes {
                    text += "Custom\(index) { font-size: 12; tint-color: #0A6ED1; }\n"
                    index += 1
                }
            }
            return text
        }

        /// The three sizes measured with `FDLC_SLOW_TESTS=1`, in bytes.
        var slowSizes: [Int] {
            switch self {
            case .aliasChain, .chainUses, .repeatedAlias: [100_000, 1_000_000, 10_000_000]
            case .longLine, .manyRules: [1_000_000, 10_000_000, 100_000_000]
            }
        }
    }

    /// The size of the default run.
    static let defaultSize = 200_000

    /// The most memory the default run of a command may need per input byte.
    static let maximumBytesPerInputByte = 100

    enum Command: String, CaseIterable, CustomTestStringConvertible {
        case check, lint, format, compile, query, preview, lsp

        var testDescription: String { rawValue }
    }

    /// Peak memory of `command` on `text`, in bytes.
    func peak(_ command: Command, _ text: String, in directory: URL) throws -> Int {
        let theme = directory.appendingPathComponent("t.nss")
        try Data(text.utf8).write(to: theme)
        let output = directory.appendingPathComponent("out").path
        var stdin = "/dev/null"
        let arguments: [String]
        switch command {
        case .check: arguments = ["check", theme.path]
        case .lint: arguments = ["lint", theme.path]
        case .format: arguments = ["format", theme.path]
        case .compile: arguments = ["compile", theme.path, "-o", output]
        case .query: arguments = ["query", theme.path, "Label"]
        case .preview: arguments = ["preview", theme.path, "-o", output]
        case .lsp:
            arguments = ["lsp"]
            stdin = directory.appendingPathComponent("session").path
            try Data(Self.session(text).utf8).write(to: URL(fileURLWithPath: stdin))
        }
        let result = try MeasuredRun.run(
            arguments, timeout: 600, stdoutPath: directory.appendingPathComponent(".stdout").path,
            stdinPath: stdin, in: directory)
        #expect(
            result.signal == nil && !result.timedOut, "\(command) ended by a signal or timed out: \(result.figures)")
        #expect(
            result.status.map { $0 <= 1 } == true,
            "\(command) exit status \(String(describing: result.status)): \(result.stderr.prefix(300))")
        if command == .lsp {
            #expect(result.stdout.contains("\"id\":2"), "the language server answered the request after the document")
        }
        return result.peakMemory
    }

    /// An editor's session over `fdlc lsp`: open the text, ask for its symbols, shut down.
    static func session(_ text: String) -> String {
        let frame = { (body: String) in "Content-Length: \(body.utf8.count)\r\n\r\n" + body }
        let document =
            ["uri": "file:///memory/t.nss", "languageId": "nss", "version": 1, "text": text] as [String: Any]
        let open = try! JSONSerialization.data(withJSONObject: [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": document],
        ])
        return frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(String(decoding: open, as: UTF8.self))
            + frame(
                #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///memory/t.nss"}}}"#
            )
            + frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
    }

    @Test("peak memory grows linearly with the input", arguments: Command.allCases, Shape.allCases)
    func linear(_ command: Command, _ shape: Shape) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fdlc-linear-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        guard MeasuredRun.slowTestsEnabled else {
            let fixed = try peak(command, "", in: directory)
            let measured = try peak(command, shape.text(bytes: Self.defaultSize), in: directory)
            #expect(
                measured - fixed <= Self.maximumBytesPerInputByte * Self.defaultSize,
                "\(command) on \(shape): \(megabytes(fixed)) for an empty theme, \(megabytes(measured)) for \(megabytes(Self.defaultSize))"
            )
            return
        }
        let sizes = shape.slowSizes
        let peaks = try sizes.map { try peak(command, shape.text(bytes: $0), in: directory) }
        let first = max(peaks[1] - peaks[0], 0)
        let second = max(peaks[2] - peaks[1], 0)
        #expect(
            second <= 15 * first + 10_000_000,
            "\(command) on \(shape): peaks \(peaks.map(megabytes)) for \(sizes.map(megabytes)) of input")
    }
}
