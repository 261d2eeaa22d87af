import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeDiff
@testable import FioriThemePreview

/// `fdlc diff --format html` in headless Chromium (`Scripts/browser-probe`): both versions
/// drawn, each in its own colours, and exactly the changed cells outlined.
@Suite("Theme diff: HTML in a browser")
struct DiffBrowserTests {
    /// The outline colour of a changed cell (`DiffReport+HTML.swift`).
    static let outline = "E5007D"

    @Test(
        "changed cells are outlined, and the old and new colours are in the pixels",
        .enabled(
            if: BrowserProbe.chromium != nil || BrowserProbe.isRequired,
            "Chromium is not installed (apt-get install chromium): the browser tests are skipped"))
    func page() throws {
        let chromium = try #require(
            BrowserProbe.chromium, "FDLC_REQUIRE_BROWSER=1, but no chromium was found on the PATH")
        let diff = try ThemeDiffGoldenTests.diff("palette-fan-out")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-diff-\(UUID().uuidString).html")
        try DiffReport([diff]).html().write(to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let report = try #require(try BrowserProbe.run([url], chromium: chromium).first)
        #expect(report.console.isEmpty, "\(report.console)")
        #expect(report.requests == [report.url])

        // The cells: one per component and variant on each side, the old side first.
        let cells = report.probes.filter { $0.tag.lowercased() == "td" && $0.attributes["data-variant"] != nil }
        #expect(cells.count == 2 * PreviewComponents.all.count * PreviewPage.variants.count)
        let half = cells.count / 2
        let changed = DiffReport.changedCells(diff)
        var outlined = 0
        for (index, cell) in cells.enumerated() {
            let colors = (cell.colors ?? []).map(\.rgb)
            let marked = cell.attributes["class"] == "changed"
            #expect(marked == colors.contains(Self.outline), "cell \(index) \(cell.attributes): \(colors)")
            if marked { outlined += 1 }
        }
        #expect(outlined == 2 * changed.values.reduce(0) { $0 + $1.filter { PreviewPage.variants.contains($0) }.count })
        #expect(outlined > 0)

        // The brand colour before and after, each on its own side only.
        let parts = report.probes.filter { $0.attributes["data-part"] != nil && $0.tag.lowercased() != "td" }
        let boundary = cells[half].box[0]
        let oldColors = Set(parts.filter { $0.box[0] < boundary }.flatMap { ($0.colors ?? []).map(\.rgb) })
        let newColors = Set(parts.filter { $0.box[0] >= boundary }.flatMap { ($0.colors ?? []).map(\.rgb) })
        #expect(oldColors.contains("0A6ED1") && !oldColors.contains("5D36FF"))
        #expect(newColors.contains("5D36FF") && !newColors.contains("0A6ED1"))
    }
}
