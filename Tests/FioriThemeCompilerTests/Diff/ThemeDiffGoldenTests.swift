import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeDiff
@testable import FioriThemeSemantics

/// Every `Fixtures/diff/NAME.old.nss` and `NAME.new.nss` pair is compared (for `--target nui`
/// when NAME starts with `nui-`, else fiori) and the report compared, byte for byte, with
/// `NAME.expected.txt`, `.json` and `.md`. `FDLC_RECORD=1 swift test` rewrites them.
@Suite("Theme diff: golden pairs")
struct ThemeDiffGoldenTests {
    static let folder = fixturesDirectory.appendingPathComponent("diff")

    static var pairs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".old.nss") }.map { String($0.dropLast(".old.nss".count)) }.sorted()
    }

    /// The comparison of one pair, its files named `NAME.old.nss` and `NAME.new.nss`.
    static func diff(_ name: String) throws -> ThemeDiff {
        let target: Target = name.hasPrefix("nui-") ? .nui : .fiori
        let files = try ["old", "new"].map { side in
            SourceFile(
                path: "\(name).\(side).nss",
                bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).\(side).nss"))))
        }
        return try ThemeDiff.compare(old: [files[0]], new: [files[1]], compiler: Compiler(target: target)).get()
    }

    @Test("the curated pairs are there")
    func populated() {
        #expect(
            Set(Self.pairs).isSuperset(of: [
                "palette-fan-out", "contrast-regression", "added-state", "removed-class", "nui-media",
            ]))
    }

    @Test("text, JSON and Markdown match the goldens", arguments: pairs)
    func golden(name: String) throws {
        let report = DiffReport([try Self.diff(name)])
        #expect(report.changed)
        try expectGolden(report.text(colored: false), at: Self.folder.appendingPathComponent(name + ".expected.txt"))
        try expectGolden(report.json().serialized(), at: Self.folder.appendingPathComponent(name + ".expected.json"))
        try expectGolden(report.markdown(), at: Self.folder.appendingPathComponent(name + ".expected.md"))
    }

    @Test("a variable's change is every value it reaches, grouped under it")
    func fanOut() throws {
        let diff = try Self.diff("palette-fan-out")
        #expect(diff.groups.map(\.cause) == [.variable("@brandBlue")])
        #expect(
            Set(diff.changes.map(\.classPath)) == [
                "Button", "NavigationBar", "fdlFUIKPIView", "fdlFUIKPIView_metricLabel",
            ])
        #expect(
            diff.changes.allSatisfy {
                $0.before?.hex == "#0A6ED1FF" && $0.after?.hex == "#5D36FFFF" && $0.variants == nil
            })
        #expect(diff.contrastRegressions.isEmpty && diff.newFindings.isEmpty)
    }

    @Test("a contrast that falls below AA is a regression, per variant")
    func contrast() throws {
        let diff = try Self.diff("contrast-regression")
        let label = try #require(diff.contrastRegressions.first { $0.classPath == "Label" })
        #expect(label.variants == ColorVariant.allCases && label.after < 4.5 && (label.before ?? 0) >= 4.5)
        let headline = try #require(
            diff.contrastRegressions.first { $0.classPath == "fdlFUIObjectTableViewCell_headlineLabel" })
        #expect(headline.variants == [.darkBackground])
        #expect(diff.changes.contains { $0.cause == .palette("primaryLabel") && $0.variants == [.darkBackground] })
        #expect(diff.paletteChanges.map(\.name) == ["primaryLabel_darkBackground"])
        #expect(diff.newFindings.map(\.code) == [.lowContrast, .lowContrast])
    }

    @Test("an added state and a removed class are additions and removals")
    func addedAndRemoved() throws {
        let added = try Self.diff("added-state")
        #expect(added.changes.map(\.kind) == ["added", "added"])
        #expect(added.changes.map(\.state) == ["disabled", "highlighted"])
        let removed = try Self.diff("removed-class")
        #expect(
            removed.changes.allSatisfy {
                $0.kind == "removed" && $0.classPath == "fdlFUIObjectTableViewCell_headlineLabel"
            })
        #expect(removed.droppedStyles.isEmpty, "the removed declarations are not in the new file: meant, not dropped")
    }

    @Test("under nui, a @media change names the devices it holds on")
    func media() throws {
        let diff = try Self.diff("nui-media")
        #expect(diff.changes.map { $0.devices?.map(\.name) } == [["ipad-portrait"], ["ipad-landscape"]])
        #expect(diff.changes.map { $0.after?.text } == ["14", "20"])
    }

    @Test("a value still declared that the runtime no longer applies is called out")
    func dropped() throws {
        let old = SourceFile(path: "old.nss", text: "Label { font-color: #0A6ED1; font-size: 14; }\n")
        // NUI compares the device with ipad or iphone only: this block never applies (FDL509, a warning).
        let new = SourceFile(
            path: "new.nss",
            text: "Label { font-size: 14; }\n@media (device:watch) { Label { font-color: #0A6ED1; } }\n")
        let diff = try ThemeDiff.compare(old: [old], new: [new], compiler: Compiler(target: .nui)).get()
        #expect(diff.changes.map(\.kind) == ["removed"])
        #expect(diff.droppedStyles.map { "\($0.classPath) \($0.property)" } == ["Label font-color"])
        #expect(diff.newFindings.map(\.code.rawValue) == ["FDL509"])
    }

    @Test("a version with errors is not compared; its diagnostics say why")
    func errors() {
        let old = SourceFile(path: "old.nss", text: "Label { font-color: #000; }\n")
        let new = SourceFile(path: "new.nss", text: "Label { font-color: ; }\n")
        guard case .failure(let failure) = ThemeDiff.compare(old: [old], new: [new]) else {
            Issue.record("a broken new version compared")
            return
        }
        #expect(failure.diagnostics.containsErrors && failure.diagnostics.allSatisfy { $0.file.path == "new.nss" })
    }

    static var themes: [RepositoryTheme] { (try? RepositoryThemes.all()) ?? [] }

    @Test("every theme in Themes/ compared with itself has no change", arguments: themes)
    func itself(theme: RepositoryTheme) throws {
        let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(theme.path)))
        let old = SourceFile(path: theme.path, bytes: bytes)
        let new = SourceFile(path: theme.path, bytes: bytes)
        let diff = try ThemeDiff.compare(old: [old], new: [new], compiler: Compiler(target: theme.target)).get()
        #expect(diff.isEmpty && !diff.hasRegressions)
        #expect(DiffReport([diff]).text(colored: false) == "")
    }
}
