import FioriThemeTestSupport
import Foundation

/// Runs `Scripts/browser-probe` (headless Chromium over the DevTools protocol) on pages and
/// decodes what it reports: each probe element's box and pixels, the console, the requests.
struct BrowserProbe {
    /// One page's report.
    struct Page: Decodable {
        let page: String
        let url: String
        let console: [Message]
        let requests: [String]
        let probes: [Probe]
    }

    /// A console message, log entry or exception.
    struct Message: Decodable, CustomStringConvertible {
        let level: String?
        let source: String?
        let text: String?
        var description: String { "\(level ?? "?") \(source ?? "?"): \(text ?? "")" }
    }

    /// An element with `data-part`, `data-variant` or `data-swatch`.
    struct Probe: Decodable {
        let tag: String
        let attributes: [String: String]
        /// The index of the nearest enclosing probe.
        let parent: Int?
        /// x, y, width, height in CSS pixels.
        let box: [Double]
        /// For a probe with `data-part` or `data-swatch`: its pixels' colours, most frequent first.
        let colors: [ColorCount]?
        /// For a probe with `data-part` or `data-swatch`: the colour just inside the middle of
        /// its left edge.
        let edge: String?
        /// For a probe with `data-part` or `data-swatch`: the colours one pixel in from the
        /// middle of its top and bottom edges (a vertical gradient's ends).
        let top: String?
        let bottom: String?
        /// For a probe with `data-part` or `data-swatch`: the colour one pixel in from its top
        /// left corner (outside a rounded corner, the backdrop).
        let corner: String?
    }

    /// A colour and how many (sampled) pixels have it.
    struct ColorCount: Decodable {
        let rgb: String
        let count: Int
    }

    private struct Report: Decodable {
        let pages: [Page]
    }

    /// The Chromium to use: `$CHROMIUM` when set (none when it is not an executable), else the
    /// first of Debian's and Google's names on the `PATH`.
    static let chromium: String? = {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Whether a missing Chromium fails the browser tests instead of skipping them
    /// (`FDLC_REQUIRE_BROWSER=1`, which `.ci/run` sets).
    static let isRequired = ProcessInfo.processInfo.environment["FDLC_REQUIRE_BROWSER"] == "1"

    /// Renders `pages` in one browser; with `screenshot`, also saves the first page's element
    /// matching `clip` as a PNG at half scale.
    static func run(_ pages: [URL], chromium: String, screenshot: URL? = nil, clip: String? = nil) throws -> [Page] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = [
            "python3", repositoryRoot.appendingPathComponent("Scripts/browser-probe").path, "--chromium", chromium,
        ]
        if let screenshot { arguments += ["--screenshot", screenshot.path] }
        if let clip { arguments += ["--clip", clip] }
        process.arguments = arguments + pages.map(\.path)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        guard process.terminationStatus == 0 else {
            throw Failure(
                message: "browser-probe exited \(process.terminationStatus): "
                    + String(decoding: errorData, as: UTF8.self))
        }
        return try JSONDecoder().decode(Report.self, from: data).pages
    }

    /// browser-probe failed.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
