import Foundation
import Testing

@testable import FioriThemeCompiler

/// One file of the runtime conformance suite with what upstream NUI did with it, recorded by
/// running NUI's own parsing code (`Fixtures/conformance/README.md`).
struct NUIConformanceCase: Sendable, CustomTestStringConvertible {
    /// What NUI did on one device profile.
    struct Outcome: Sendable {
        /// Whether `stringWithContentsOfFile:` could read the file (it is UTF-8).
        let readable: Bool
        /// Whether NUI's parser accepted it.
        let accepted: Bool
        /// The reason of the exception loading raised (`Variable @x is not defined`): the app crashes.
        let exception: String?
        /// Class → property → the value text NUI handed its converters; nil when it raised.
        let consolidated: [String: [String: String]]?
    }

    /// The path, relative to the fixture folder it was listed in.
    let name: String
    /// The file.
    let url: URL
    /// Device profile name (`iphone-portrait`, `ipad-landscape`) → outcome.
    let outcomes: [String: Outcome]

    var testDescription: String { name }

    /// The generated cases (`nui/expected.jsonl`) and the NUI records of the real files
    /// (`real/expected.jsonl`, paths relative to `real/corpus/`).
    static let all: [NUIConformanceCase] = {
        let root = fixturesDirectory.appendingPathComponent("conformance")
        return load(
            root.appendingPathComponent("nui/expected.jsonl"), files: root.appendingPathComponent("nui"), key: "runtime"
        )
            + load(
                root.appendingPathComponent("real/expected.jsonl"), files: root.appendingPathComponent("real/corpus"),
                key: "nui")
    }()

    static func load(_ expectations: URL, files: URL, key: String) -> [NUIConformanceCase] {
        guard let text = try? String(contentsOf: expectations, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let path = object["file"] as? String, let devices = object[key] as? [String: [String: Any]]
            else { return nil }
            let outcomes = devices.mapValues { record in
                Outcome(
                    readable: record["readable"] as? Bool ?? true, accepted: record["accepted"] as? Bool ?? false,
                    exception: (record["exception"] as? [String: Any])?["reason"] as? String,
                    consolidated: record["consolidated"] as? [String: [String: String]])
            }
            return NUIConformanceCase(name: path, url: files.appendingPathComponent(path), outcomes: outcomes)
        }
    }
}
