import FioriTheme
import Foundation
import Testing

/// One case of the FioriThemeManager conformance suite (`Fixtures/conformance/`): a file and
/// what the runtime's own code applied from it, recorded by running that code.
struct FioriSwiftUICase: CustomTestStringConvertible, Sendable {
    /// The case's file, relative to `Fixtures/conformance/`.
    let path: String
    /// What the case probes.
    let summary: String
    /// Whether the runtime could decode the file (it ignores an undecodable one whole).
    let readable: Bool
    /// Style → variant → what the runtime applies; a style × variant not listed gets the SDK colour.
    let applied: [String: [ColorVariant: Applied]]

    /// One style × variant the runtime applies.
    struct Applied: Sendable {
        /// The 1-based line of the definition it came from.
        let line: Int
        /// The value text the runtime kept.
        let raw: String
        /// The colour, in the comparison's terms.
        let color: ComparedColor
    }

    var testDescription: String { path }

    /// The file's bytes.
    var bytes: [UInt8] {
        get throws { [UInt8](try Data(contentsOf: fixturesDirectory.appendingPathComponent("conformance/" + path))) }
    }

    /// Every case: the generated ones, then the real files with a FioriThemeManager expectation.
    static let all: [FioriSwiftUICase] = {
        let generated = records("fiori-swiftui/expected.jsonl").map { record in
            FioriSwiftUICase(
                path: "fiori-swiftui/" + (record["file"] as! String), summary: record["case"] as! String,
                runtime: record["runtime"] as! [String: Any])
        }
        let real = records("real/expected.jsonl").compactMap { record -> FioriSwiftUICase? in
            guard let runtime = record["fiori-swiftui"] as? [String: Any] else { return nil }
            return FioriSwiftUICase(
                path: "real/corpus/" + (record["file"] as! String), summary: "real file", runtime: runtime)
        }
        return generated + real
    }()

    private init(path: String, summary: String, runtime: [String: Any]) {
        self.path = path
        self.summary = summary
        readable = runtime["readable"] as! Bool
        var applied: [String: [ColorVariant: Applied]] = [:]
        for entry in runtime["applied"] as! [[String: Any]] {
            let variant = ColorVariant(rawValue: entry["variant"] as! String)!
            applied[entry["style"] as! String, default: [:]][variant] = Applied(
                line: entry["line"] as! Int, raw: entry["raw"] as! String,
                color: ComparedColor(runtimeResult: entry["result"] as! [String: Any]))
        }
        self.applied = applied
    }

    private static func records(_ name: String) -> [[String: Any]] {
        let url = fixturesDirectory.appendingPathComponent("conformance/" + name)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        }
    }
}

/// A colour as the conformance comparison sees it: literal colours by value, a colour name
/// without a fixed value by its toolkit and name, a palette reference by its style and
/// scheme, and the SDK's colour (no override, or one the runtime cannot read) as itself.
enum ComparedColor: Hashable, CustomStringConvertible, Sendable {
    case sdk
    case rgba(String)
    case system(toolkit: String, name: String)
    case palette(style: String, scheme: String)

    /// A runtime `result` of the suite.
    init(runtimeResult result: [String: Any]) {
        switch result["kind"] as! String {
        case "rgba": self = .rgba(result["hex"] as! String)
        case "swiftui", "uikit":
            if let hex = result["hex"] as? String {
                self = .rgba(hex)
            } else {
                self = .system(toolkit: result["kind"] as! String, name: result["name"] as! String)
            }
        case "reference": self = .palette(style: result["style"] as! String, scheme: result["background"] as! String)
        case "notRead": self = .sdk
        case let kind: fatalError("unknown result kind \(kind)")
        }
    }

    /// What fdlc's table gives through ``Theme/paletteOverride(for:variant:)``.
    init(_ override: PaletteOverride?) {
        guard let color = override?.color else {
            self = .sdk
            return
        }
        switch color {
        case .rgba(let rgba): self = .rgba(rgba.hex)
        case .named(let name, let rgba): self = rgba.map { .rgba($0.hex) } ?? .system(toolkit: "uikit", name: name)
        case .swiftUI(let name, let rgba): self = rgba.map { .rgba($0.hex) } ?? .system(toolkit: "swiftui", name: name)
        case .palette(let style, let scheme):
            self = .palette(style: style, scheme: scheme.backgroundSchemeName ?? "fixed variant \(scheme)")
        }
    }

    var description: String {
        switch self {
        case .sdk: "the SDK colour"
        case .rgba(let hex): hex
        case .system(let toolkit, let name): "\(toolkit) \(name)"
        case .palette(let style, let scheme): "palette \(style) (\(scheme))"
        }
    }
}
