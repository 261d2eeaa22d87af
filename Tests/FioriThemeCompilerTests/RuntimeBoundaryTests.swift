import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// One pipeline per runtime: what differs between the runtimes is a capability of the profile
/// (`Target.swift`) or code in the runtime's own folder (`FioriThemeSemantics/Runtimes/`), so
/// adding a runtime touches its folder, the profile and the tests. Everywhere else, code asks
/// a capability and never compares a target with one runtime.
@Suite("Runtime boundary")
struct RuntimeBoundaryTests {
    /// Where a comparison with one runtime may stand: the profile and the runtimes' folders.
    static let allowed = ["Sources/FioriThemeCore/Profiles/Target.swift", "Sources/FioriThemeSemantics/Runtimes/"]

    /// What compares a value with one target, or switches over targets: `== .nui`,
    /// `.fiori !=`, `case .fioriSwiftUI`, `[.nui, .fiori]`, `.contains(.nui)`; `Target.` may
    /// precede the case.
    static let comparison: NSRegularExpression = {
        let name = #"(?:Target)?\.(?:fiori|nui|fioriSwiftUI)\b"#
        let forms = [
            #"[!=]=\s*"# + name, name + #"\s*[!=]="#, #"\bcase\s+(?:let\s+)?"# + name,
            #"\[\s*"# + name + #"\s*[,\]]"#, #"contains\(\s*"# + name + #"\s*\)"#,
        ]
        return try! NSRegularExpression(pattern: forms.joined(separator: "|"))
    }()

    /// Whether a line of Swift compares with one runtime; comment lines do not count.
    static func compares(_ line: String) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { return false }
        return comparison.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
    }

    /// Every line of `Sources/` that compares with one runtime, as `path:line: text`, outside
    /// the allowed places.
    static func comparisons() throws -> [String] {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(repositoryRoot.standardizedFileURL.path.count))
                .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            guard !allowed.contains(where: { path.hasPrefix($0) }) else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where compares(line) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                found.append("\(path):\(number + 1): \(trimmed)")
            }
        }
        return found.sorted()
    }

    @Test("the matcher finds comparisons and switches over targets, not arguments or other enums' cases")
    func matcher() {
        for line in [
            "if target == .nui {", "guard target != .fioriSwiftUI else { return }", "values.target == Target.fiori",
            "case .fiori: builtIn", "if case .nui = target {", ".nui == target", "[.nui, .fiori].contains(target)",
            "targets.contains(.fioriSwiftUI)", "rules == .nui",
        ] {
            #expect(Self.compares(line), "\(line)")
        }
        for line in [
            "Parser.parse(file, rules: .nui)", "kind == .nuiElement", "Compiler(target: .fioriSwiftUI)",
            "// under `target == .nui` it stops", "case .sapFiori:", "target ?? .default",
        ] {
            #expect(!Self.compares(line), "\(line)")
        }
    }

    @Test("no code outside the profile and the runtimes' folders compares a target with one runtime")
    func noComparisonOutsideRuntimes() throws {
        #expect(try Self.comparisons() == [])
    }

    @Test("each target's runtime has its own folder under Runtimes/, named after it", arguments: Target.allCases)
    func runtimeFolder(target: Target) {
        let type = String(describing: type(of: target.runtime))
        #expect(type.hasSuffix("Runtime"))
        let folder = String(type.dropLast("Runtime".count))
        let file = repositoryRoot.appendingPathComponent("Sources/FioriThemeSemantics/Runtimes/\(folder)/\(type).swift")
        #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
    }

    @Test("a compiler checks against its runtime's built-in catalog", arguments: Target.allCases)
    func catalogPerRuntime(target: Target) {
        let compiler = Compiler(target: target)
        #expect(compiler.catalog.target == target.runtime.builtInCatalog.target)
        #expect(compiler.catalog.classPaths == Catalog.builtIn.restricted(to: target).classPaths)
        #expect(compiler.catalog.nuiPropertyNames.isEmpty == target.readsSAPFioriClasses)
    }
}
