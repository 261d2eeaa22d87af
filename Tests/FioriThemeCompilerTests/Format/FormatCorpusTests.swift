import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeFormat

/// The formatter and `--fix` on every real stylesheet at hand: `Themes/`, the test fixtures,
/// the in-repository copy of the corpus and, when it sits beside the checkout,
/// `../shared/corpus`. Formatting must hold ``FormatterInvariants`` on every file that
/// parses (and refuse the others), and fixing ``FixerInvariants`` on every file.
@Suite("Formatter and fixer on the corpus")
struct FormatCorpusTests {
    /// Every `.nss` file below the folders that exist, sorted, relative to the repository.
    static let files: [String] = {
        let folders = ["Themes", "Tests/FioriThemeCompilerTests/Fixtures", "../shared/corpus"]
        var found: [String] = []
        for folder in folders {
            let url = repositoryRoot.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let name as String in enumerator where name.hasSuffix(".nss") { found.append(folder + "/" + name) }
        }
        return found.sorted()
    }()

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
    }

    @Test("the corpus is there: the themes, the fixtures and the in-repository corpus")
    func populated() {
        #expect(Self.files.contains("Themes/fiori-brand.nss"))
        #expect(Self.files.count(where: { $0.contains("conformance/real/corpus/") }) >= 40)
        #expect(Self.files.count >= 400)
    }

    @Test("formatting: idempotent, comments kept, the same table on every target", arguments: files)
    func format(path: String) throws {
        let violations = FormatterInvariants.violations(try Self.bytes(path), path: path)
        #expect(violations == [], "\(violations)")
    }

    @Test("--fix never adds an error and reduces what it fixes, on every target", arguments: files)
    func fix(path: String) throws {
        let violations = FixerInvariants.violations(try Self.bytes(path), path: path)
        #expect(violations == [], "\(violations)")
    }

    @Test("most files of the corpus parse, and so are formatted")
    func mostParse() throws {
        let formatted = try Self.files.filter {
            StylesheetFormatter().formatted(SourceFile(path: $0, bytes: try Self.bytes($0))) != nil
        }
        #expect(formatted.count * 4 >= Self.files.count * 3, "\(formatted.count) of \(Self.files.count)")
    }
}
