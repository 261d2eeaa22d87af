import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics
@testable import FioriThemeSyntax

/// What every `--fix` must do, on every real file we have: Themes/, the test fixtures and,
/// when it sits beside the checkout, ../shared/corpus, each for the target fdlc finds for it.
/// - no finding `--fix` leaves shows a certain fix (`fix:`);
/// - no fix writes a variable reference or a name the line did not have;
/// - the compiled table after `--fix` differs from the one before only at the properties of
///   the declarations the fixes were about (for NUI, on every device profile).
@Suite("Fix properties")
struct FixPropertyTests {
    /// A file and the target it is fixed for.
    struct Case: Sendable, CustomStringConvertible {
        let path: String
        let target: Target
        var description: String { "\(path) (\(target.rawValue))" }
    }

    static let corpus = repositoryRoot.appendingPathComponent("../shared/corpus").standardizedFileURL

    /// Every `.nss` file of Themes/, the fixtures and the shared corpus, with its target.
    static let cases: [Case] = {
        var folders = [
            repositoryRoot.appendingPathComponent("Themes"),
            repositoryRoot.appendingPathComponent("Tests/FioriThemeCompilerTests/Fixtures"),
        ]
        if FileManager.default.fileExists(atPath: corpus.path) { folders.append(corpus) }
        var found: [Case] = []
        for folder in folders {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "nss" else { continue }
                var loader = ConfigurationLoader()
                let target = (try? loader.configuration(forFile: url.standardizedFileURL.path).target) ?? nil
                found.append(Case(path: url.standardizedFileURL.path, target: target ?? Self.folderTarget(url.path)))
            }
        }
        return found.sorted { $0.path < $1.path }
    }()

    /// The fixtures name their target by folder (`…/nui/…`); else the default.
    static func folderTarget(_ path: String) -> Target {
        Target.allCases.first { path.contains("/\($0.rawValue)/") } ?? .fiori
    }

    @Test("the shared corpus is checked when it is present")
    func corpusPresence() {
        if !FileManager.default.fileExists(atPath: Self.corpus.path) {
            print(
                "FixPropertyTests: \(Self.corpus.path) is absent: only Themes/ and the fixtures are checked (CI has it)"
            )
        }
        #expect(Self.cases.count > 100)
    }

    @Test("--fix leaves no fix shown, writes no new name, and changes the table only where it fixed", arguments: cases)
    func fixProperties(_ row: Case) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: row.path)))
        let file = SourceFile(path: row.path, bytes: bytes)
        let compiler = Compiler(target: row.target)
        let result = Fixer(linter: Linter(compiler: compiler)).fix(file)
        for left in result.remaining where left.fixIt != nil {
            Issue.record("\(left.location): a fix is shown that --fix leaves: \(left.code.rawValue) \(left.message)")
        }
        guard result.changed else { return }
        for fixed in result.fixed {
            guard let fixIt = fixed.fixIt else { continue }
            let line = FixerInvariants.lines(around: fixIt.range, in: fixed.file)
            let new = FixerInvariants.names(in: fixIt.replacement).subtracting(FixerInvariants.names(in: line))
            #expect(
                new.isEmpty, "\(fixed.code.rawValue) at \(fixed.location) writes \(new.sorted()) the line did not have")
        }
        // The properties the fixes were about, in the text each was found in.
        var touched: Set<String> = []
        for fixed in result.fixed {
            let stylesheet = Parser.parse(fixed.file).stylesheet
            let ranges = [fixed.range] + (fixed.fixIt.map { [$0.range] } ?? [])
            for declaration in stylesheet.declarations
            where ranges.contains(where: { $0.start <= declaration.range.end && declaration.range.start <= $0.end }) {
                touched.insert(fixed.file.text(declaration.property))
            }
        }
        let devices: [DeviceProfile?] =
            row.target == .nui
            ? [nil, .iphonePortrait, .iphoneLandscape, .ipadPortrait, .ipadLandscape] : [nil]
        for device in devices {
            guard let before = compiler.compile([file], device: device).table,
                let after = compiler.compile([result.file], device: device).table
            else { continue }
            let changed = Self.differences(Self.values(before), Self.values(after)).filter {
                !touched.contains($0.property)
            }
            #expect(
                changed.isEmpty,
                "\(device.map { "\($0)" } ?? "table"): --fix changed \(changed.prefix(5)) (fixed: \(result.fixed.map(\.code.rawValue)))"
            )
        }
    }

    /// A key of a table's value: the class, the media query when in one, and the property.
    struct Key: Hashable, CustomStringConvertible {
        let classPath: String
        let media: String?
        let property: String
        var description: String { "\(classPath)\(media.map { " @media \($0)" } ?? "") \(property)" }
    }

    /// Every value of `table`, without where it came from (lines move when a fix deletes one).
    static func values(_ table: StyleTable) -> [Key: StyleValue] {
        var values: [Key: StyleValue] = [:]
        for (classPath, style) in table.classes {
            for (property, resolved) in style.properties {
                values[Key(classPath: classPath, media: nil, property: property)] = resolved.value
            }
            for (media, properties) in style.mediaProperties {
                for (property, resolved) in properties {
                    values[Key(classPath: classPath, media: media, property: property)] = resolved.value
                }
            }
        }
        return values
    }

    static func differences(_ before: [Key: StyleValue], _ after: [Key: StyleValue]) -> [Key] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted { $0.description < $1.description }
    }
}
