import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemePreview
@testable import FioriThemeSemantics

/// The page of every theme in `Themes/`, rendered by headless Chromium with JavaScript off:
/// the pixels of every part in every variant are the theme's compiled colours (or the
/// palette default the page marks), the page logs nothing and loads nothing but itself.
///
/// Skipped, saying so, when Chromium is not installed, unless `FDLC_REQUIRE_BROWSER=1`
/// (which `.ci/run` sets after installing it). `FDLC_RECORD=1` also rewrites
/// `Docs/preview.png`, the README's screenshot, from the first theme's page.
@Suite("Preview: in a real browser")
struct PreviewBrowserTests {
    /// The theme whose page the README shows.
    static let screenshotTheme = "Themes/northwind-night.nss"

    @Test(
        "every theme's page, in Chromium: each part's pixels are its colour per variant; no console message, no request",
        .enabled(
            if: BrowserProbe.chromium != nil || BrowserProbe.isRequired,
            "Chromium is not installed (apt-get install chromium): the browser tests are skipped"))
    func everyTheme() throws {
        let chromium = try #require(
            BrowserProbe.chromium, "FDLC_REQUIRE_BROWSER=1, but no chromium was found on the PATH")
        let themes = try RepositoryThemes.all().sorted {
            ($0.path == Self.screenshotTheme ? 0 : 1, $0.path) < ($1.path == Self.screenshotTheme ? 0 : 1, $1.path)
        }
        #expect(themes.first?.path == Self.screenshotTheme)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-preview-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pages: [(theme: RepositoryTheme, page: PreviewPage, url: URL)] = []
        for (index, theme) in themes.enumerated() {
            let file = SourceFile(
                path: theme.path,
                bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(theme.path))))
            let result = Compiler(target: theme.target).compile([file])
            let table = try #require(result.table, "\(theme)")
            let page = PreviewPage(
                files: [theme.path], target: theme.target, table: table, diagnostics: result.diagnostics)
            let url = folder.appendingPathComponent("\(index).html")
            try page.html().write(to: url, atomically: false, encoding: .utf8)
            pages.append((theme, page, url))
        }
        let screenshot = folder.appendingPathComponent("preview.png")
        let reports = try BrowserProbe.run(
            pages.map(\.url), chromium: chromium, screenshot: screenshot, clip: "#components")
        #expect(reports.count == pages.count)
        for ((theme, page, url), report) in zip(pages, reports) {
            #expect(report.console.isEmpty, "\(theme): \(report.console)")
            #expect(
                report.requests == [report.url] && report.url == "file://" + url.path, "\(theme): \(report.requests)")
            check(report.probes, of: page, theme: theme)
        }
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if recordingGoldens {
            try png.write(to: repositoryRoot.appendingPathComponent("Docs/preview.png"))
        }
    }

    /// The nav bar of issue 23, a bordered button with rounded corners, and a background image.
    static let nuiTheme = """
        NavigationBar { background-color-top: #D32F2F; background-color-bottom: #B71C1C; font-color: #FFFFFF; }
        Button { background-color: #FFFFFF; border-color: #B71C1C; border-width: 3; corner-radius: 12; background-image-highlighted: pressed.png; }

        """

    @Test(
        "NUI's gradient, border, corner radius and background image, in Chromium: the gradient's ends at the bar's top and bottom, its contrast row from both ends, rounded corners, a hatched placeholder named under the sample",
        .enabled(
            if: BrowserProbe.chromium != nil || BrowserProbe.isRequired,
            "Chromium is not installed (apt-get install chromium): the browser tests are skipped"))
    func nuiDrawing() throws {
        let chromium = try #require(
            BrowserProbe.chromium, "FDLC_REQUIRE_BROWSER=1, but no chromium was found on the PATH")
        let result = Compiler(target: .nui).compile([SourceFile(path: "nav.nss", text: Self.nuiTheme)])
        let table = try #require(result.table)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let page = PreviewPage(files: ["nav.nss"], target: .nui, table: table, diagnostics: result.diagnostics)
        let html = page.html()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-preview-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nav.html")
        try html.write(to: url, atomically: false, encoding: .utf8)
        let report = try #require(try BrowserProbe.run([url], chromium: chromium).first)
        #expect(report.console.isEmpty, "\(report.console)")
        #expect(report.requests == [report.url])
        check(report.probes, of: page, theme: "nav.nss")

        let top = RGBAColor(red: 0xD3, green: 0x2F, blue: 0x2F)
        let bottom = RGBAColor(red: 0xB7, green: 0x1C, blue: 0x1C)
        let border = bottom
        let bars = report.probes.filter { $0.attributes["data-part"] == "navigation-bar.background" }
        let frames = report.probes.filter { $0.attributes["data-part"] == "button.border.normal" }
        let images = report.probes.filter { $0.attributes["data-part"] == "button.background.highlighted" }
        #expect(bars.count == PreviewPage.variants.count && frames.count == bars.count && images.count == bars.count)
        for bar in bars {
            #expect(near(bar.top, top), "the bar's top: \(bar.top ?? "-") ≠ \(top.hex)")
            #expect(near(bar.bottom, bottom), "the bar's bottom: \(bar.bottom ?? "-") ≠ \(bottom.hex)")
            #expect(
                !near(bar.edge, top) && !near(bar.edge, bottom),
                "the bar's middle, \(bar.edge ?? "-"), is between the ends")
        }
        for frame in frames {
            #expect(frame.colors?.contains { $0.count >= 8 && near($0.rgb, border) } == true, "\(frame.colors ?? [])")
            #expect(
                frame.corner != nil && !near(frame.corner, border),
                "a rounded corner shows what is behind it: \(frame.corner ?? "-")")
        }
        for image in images {
            #expect(image.attributes["class"]?.split(separator: " ").contains("placeholder") == true)
            #expect(
                image.colors?.contains { near($0.rgb, PreviewStylesheet.hatch) } == true,
                "hatched: \(image.colors ?? [])")
            #expect(image.attributes["title"]?.contains("background-image-highlighted = pressed.png") == true)
        }
        #expect(
            html.components(separatedBy: "Placeholder: the app&#39;s image <code>pressed.png</code>").count - 1
                == bars.count)

        // The title's contrast row: white against the worse of the two ends, in every variant.
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let expected =
            ContrastRatio.formatted(min(white.contrastRatio(with: top), white.contrastRatio(with: bottom))) + ":1"
        #expect(expected != "1.0:1")
        let section = try #require(html.components(separatedBy: ">Navigation bar</th>").last)
        let row = try #require(
            section.components(separatedBy: "<th scope=\"row\">title</th>").dropFirst().first?
                .components(separatedBy: "</tr>").first)
        let ratios = row.components(separatedBy: "<span class=\"hex\">").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
        #expect(ratios == Array(repeating: expected, count: PreviewPage.variants.count), "\(ratios)")
        #expect(row.contains("title=\"#FFFFFFFF on #D32F2FFF and on #B71C1CFF\""))
    }

    /// Checks each probe's pixels against the colour ``PreviewOracle`` expects.
    func check(_ probes: [BrowserProbe.Probe], of page: PreviewPage, theme name: any CustomStringConvertible) {
        var backdrops: [Int: RGBAColor] = [:]
        var checked = 0
        for (index, probe) in probes.enumerated() {
            guard let variant = variant(of: index, in: probes) else { continue }
            let behind = backdrop(of: index, in: probes, backdrops: backdrops)
            if let style = probe.attributes["data-swatch"] {
                let expected = page.theme.color(.palette(style: style, scheme: .device), variant: variant)!.composited(
                    over: behind)
                #expect(
                    near(probe.edge, expected),
                    "\(name): swatch \(style) in \(variant): \(probe.edge ?? "-") ≠ \(expected.hex)")
                checked += 1
                continue
            }
            guard let id = probe.attributes["data-part"] else { continue }
            guard let part = PreviewOracle.parts[id] else {
                Issue.record("\(name): unknown part '\(id)'")
                continue
            }
            let expected = PreviewOracle.color(part, theme: page.theme, variant: variant).composited(over: behind)
            let what = "\(name): \(id) in \(variant.rawValue)"
            if part.kind == .background {
                let background = PreviewOracle.background(part, theme: page.theme, variant: variant)
                let colors = background.colors.map { $0.composited(over: behind) }
                switch (colors.count, background.image) {
                case (_, let image?):
                    backdrops[index] = PreviewStylesheet.page
                    #expect(
                        probe.attributes["class"]?.split(separator: " ").contains("placeholder") == true,
                        "\(what): \(image)")
                    #expect(
                        probe.colors?.contains { near($0.rgb, PreviewStylesheet.hatch) } == true, "\(what): not hatched"
                    )
                case (2, nil):
                    backdrops[index] = colors[0]
                    #expect(near(probe.top, colors[0]), "\(what): top \(probe.top ?? "-") ≠ \(colors[0].hex)")
                    #expect(near(probe.bottom, colors[1]), "\(what): bottom \(probe.bottom ?? "-") ≠ \(colors[1].hex)")
                default:
                    backdrops[index] = colors[0]
                    #expect(near(probe.edge, colors[0]), "\(what): \(probe.edge ?? "-") ≠ \(colors[0].hex)")
                }
            } else {
                let colors = probe.colors ?? []
                let found = colors.contains { $0.count >= 2 && near($0.rgb, expected) }
                #expect(found, "\(what): \(expected.hex) not among \(colors.map { "\($0.rgb)×\($0.count)" })")
            }
            if part.id != PreviewComponents.screen.id {
                let marked = probe.attributes["class"]?.split(separator: " ").contains("sdk") == true
                let styled =
                    part.kind == .background
                    ? PreviewOracle.background(part, theme: page.theme, variant: variant).styled
                    : PreviewOracle.isStyled(part, theme: page.theme, variant: variant)
                #expect(marked != styled, "\(what): marked \(marked), styled \(styled)")
            }
            checked += 1
        }
        #expect(
            checked >= PreviewComponents.all.count * PreviewPage.variants.count,
            "\(name): only \(checked) probes checked")
    }

    /// The variant of the column a probe is in.
    func variant(of index: Int, in probes: [BrowserProbe.Probe]) -> ColorVariant? {
        var current: Int? = index
        while let at = current {
            if let name = probes[at].attributes["data-variant"] { return ColorVariant(rawValue: name) }
            current = probes[at].parent
        }
        return nil
    }

    /// The opaque colour behind a probe: its nearest enclosing background part, else the page.
    func backdrop(of index: Int, in probes: [BrowserProbe.Probe], backdrops: [Int: RGBAColor]) -> RGBAColor {
        var current = probes[index].parent
        while let at = current {
            if let color = backdrops[at] { return color }
            current = probes[at].parent
        }
        return PreviewStylesheet.page
    }

    /// Whether a screenshot colour `RRGGBB` is within 2 of `expected` in every channel, as
    /// blending may round either way.
    func near(_ rgb: String?, _ expected: RGBAColor) -> Bool {
        guard let rgb, rgb.count == 6, let value = UInt32(rgb, radix: 16) else { return false }
        let channels = [Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF)]
        return zip(channels, [Int(expected.red), Int(expected.green), Int(expected.blue)]).allSatisfy {
            abs($0 - $1) <= 2
        }
    }
}
