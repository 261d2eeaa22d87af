import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemePreview
@testable import FioriThemeSemantics

/// The preview page's markup: golden files, what it must never contain, and the facts it
/// states (colours, origins, contrast) checked against the theme.
@Suite("Preview: the page")
struct PreviewPageTests {
    static let folder = fixturesDirectory.appendingPathComponent("preview")

    /// The golden fixtures: `NAME.nss`, compiled for `nui` when NAME starts with `nui-`, else `fiori`.
    static var fixtureNames: [String] { nssFixtureNames(in: folder) }

    /// Compiles `files` for `target` and builds their page.
    static func page(_ files: [SourceFile], target: Target = .fiori) throws -> (page: PreviewPage, html: String) {
        let result = Compiler(target: target).compile(files)
        let table = try #require(result.table, "\(result.diagnostics.map(\.message))")
        let page = PreviewPage(files: files.map(\.path), target: target, table: table, diagnostics: result.diagnostics)
        return (page, page.html())
    }

    static func fixture(_ name: String) throws -> (page: PreviewPage, html: String) {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name + ".nss")))
        return try page([SourceFile(path: name + ".nss", bytes: bytes)], target: name.hasPrefix("nui-") ? .nui : .fiori)
    }

    @Test("the fixtures cover both targets")
    func populated() {
        #expect(Self.fixtureNames.contains { $0.hasPrefix("nui-") })
        #expect(Self.fixtureNames.contains { !$0.hasPrefix("nui-") })
    }

    @Test("the page matches its golden file, byte for byte", arguments: fixtureNames)
    func golden(name: String) throws {
        try expectGolden(try Self.fixture(name).html, at: Self.folder.appendingPathComponent(name + ".html"))
    }

    @Test(
        "the page is self-contained: no script, no event handler, nothing fetched, a policy that forbids both",
        arguments: fixtureNames)
    func selfContained(name: String) throws {
        let html = try Self.fixture(name).html.lowercased()
        for forbidden in [
            "<script", "javascript:", "url(", "src=", "http:", "https:", "@import", "<link", "<iframe", "<img",
        ] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        #expect(html.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil)
        #expect(
            html.contains(
                "<meta http-equiv=\"content-security-policy\" content=\"default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;\">"
            ))
        #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
    }

    @Test("every component is drawn once per variant, each part with a known id, in the variants' order")
    func everyComponentEveryVariant() throws {
        let html = try Self.fixture("states").html
        let cells: [String] = html.components(separatedBy: "<td data-variant=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        let variants: [String] = PreviewPage.variants.map(\.rawValue)
        let expected: [String] = Array(repeating: variants, count: PreviewComponents.all.count).flatMap { $0 }
        #expect(Array(cells.prefix(expected.count)) == expected)
        let known = Set(PreviewComponents.all.flatMap { $0.parts.map(\.id) } + [PreviewComponents.screen.id])
        let used = Set(
            html.components(separatedBy: "data-part=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        #expect(
            used == known,
            "drawn but not listed: \(used.subtracting(known)); listed but not drawn: \(known.subtracting(used))")
    }

    @Test("part ids are unique across components, and each component lists each part once")
    func uniqueParts() {
        let ids = PreviewComponents.all.flatMap { $0.parts.map(\.id) }
        #expect(Set(ids).count == ids.count)
        for component in PreviewComponents.all {
            #expect(component.parts.allSatisfy { $0.id.hasPrefix(component.id + ".") }, "\(component.id)")
        }
    }

    @Test("each colour painted is the theme's colour for the part in that variant, or its palette default")
    func paintedColours() throws {
        let (page, _) = try Self.fixture("states")
        for component in PreviewComponents.all {
            for cell in page.cells(of: component) {
                for part in component.parts where cell.html.contains("data-part=\"\(part.id)\"") {
                    let expected = PreviewOracle.color(part, theme: page.theme, variant: cell.variant)
                    #expect(cell.html.contains(expected.hex), "\(part.id) in \(cell.variant)")
                }
            }
        }
    }

    @Test("unset parts are marked and set ones are not; hover text names class path, property, value and origin")
    func markedAndTitled() throws {
        let html = try Self.fixture("states").html
        #expect(
            html.contains(
                "class=\"metric\" data-part=\"kpi-view.metric.normal\" style=\"color:#0A6ED1FF;font-size:36px;font-weight:300;\" "
                    + "title=\"metric and units: fdlFUIKPIView tint-color = #0A6ED1FF\nstates.nss:9:17 via @accent\""))
        #expect(html.contains("class=\"line\" data-part=\"kpi-view.caption.disabled\" style=\"color:#8396A8FF;"))
        #expect(html.contains("class=\"line sdk\" data-part=\"object-header.subheadline\""))
        #expect(
            html.contains(
                "title=\"caption: fdlFUIKPIView_captionLabel tint-color = #1D2D3EFF\nstates.nss:10:30 via @text → @ink\""
            ))
    }

    @Test("contrast is measured against the composited background; disabled parts need no minimum; large text 3:1")
    func contrast() throws {
        let (page, _) = try Self.fixture("states")
        let cells = page.cells(of: ObjectHeaderSample())
        let light = try #require(cells.first { $0.variant == .lightBackground })
        let footnote = try #require(light.contrasts.first { $0.part.id == "object-header.footnote" })
        #expect(footnote.pairs.count == 1 && footnote.image == nil)
        #expect(footnote.worst?.foreground.hex == "#999999FF" && footnote.worst?.background.hex == "#FFFFFFFF")
        #expect(footnote.minimum == 3, "font-size 20 is large text")
        #expect(footnote.ratioText == "2.8:1" && !footnote.passes)
        let kpi = PreviewPage.distinct(page.cells(of: KPIViewSample()))
        #expect(
            kpi.first { $0.part.id == "kpi-view.metric.disabled" }?.samples.allSatisfy { $0.minimum == nil } == true)
        #expect(kpi.first { $0.part.id == "kpi-view.caption.normal" }?.samples.allSatisfy { $0.minimum == 4.5 } == true)
        #expect(kpi.allSatisfy { $0.samples.count == PreviewPage.variants.count })
    }

    @Test("a gradient is drawn top to bottom, and text on it is measured against both ends, the worse reported")
    func gradient() throws {
        let (page, html) = try Self.page(
            [
                SourceFile(
                    path: "nav.nss",
                    text: """
                        NavigationBar { background-color-top: #D32F2F; background-color-bottom: #B71C1C; font-color: #FFFFFF; }
                        BarButton { font-color: rgba(0,0,0,0.5); }
                        """)
            ], target: .nui)
        #expect(html.contains("style=\"background-image:linear-gradient(#D32F2FFF,#B71C1CFF);\""))
        #expect(
            html.contains(
                "title=\"gradient, top to bottom\nbar: NavigationBar background-color-top = #D32F2FFF\nnav.nss:1:17"))
        let bar = PreviewPage.distinct(page.cells(of: NavigationBarSample()))
        let title = try #require(bar.first { $0.part.id == "navigation-bar.title" })
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let (top, bottom) = (
            RGBAColor(red: 0xD3, green: 0x2F, blue: 0x2F), RGBAColor(red: 0xB7, green: 0x1C, blue: 0x1C)
        )
        for sample in title.samples {
            #expect(sample.pairs.map(\.background) == [top, bottom])
            #expect(sample.ratio == min(white.contrastRatio(with: top), white.contrastRatio(with: bottom)))
            #expect(sample.ratioText != "1.0:1" && sample.passes)
        }
        // A translucent colour is composited over each end.
        let button = try #require(bar.first { $0.part.id == "navigation-bar.button" }?.samples.first)
        #expect(
            button.pairs.map(\.foreground) == [
                RGBAColor(red: 0, green: 0, blue: 0, alpha: 128).composited(over: top),
                RGBAColor(red: 0, green: 0, blue: 0, alpha: 128).composited(over: bottom),
            ])
        #expect(html.contains("On a gradient, the part is measured against both ends and the worse ratio is shown."))
        // Where each colour comes from: the gradient counts as set, with both ends and where they were written.
        #expect(html.contains("Navigation bar: 4 of 4 parts set by the theme"))
        #expect(
            html.contains(
                "<code>nav.nss:1:17</code><span class=\"from\">background-color-top on NavigationBar</span>"
                    + "<code>nav.nss:1:48</code><span class=\"from\">background-color-bottom on NavigationBar</span>"))
        #expect(
            html.contains(
                "<code class=\"hex\">#D32F2FFF</code> to <code class=\"hex\">#B71C1CFF</code><span class=\"from\">gradient, top to bottom</span>"
            ))
    }

    @Test(
        "the renderer decides what shows: NUI's nav bar draws its gradient over its colour, its colour over its image, its image over its tint; a gradient without a bottom colour is one colour"
    )
    func layers() throws {
        func bar(_ declarations: String) throws -> PartFill {
            let (page, _) = try Self.page(
                [SourceFile(path: "n.nss", text: "NavigationBar { \(declarations) }")], target: .nui)
            let part = try #require(NavigationBarSample().parts.first { $0.id == "navigation-bar.background" })
            return PartResolver(theme: page.theme, variant: .lightBackground).fill(part)
        }
        #expect(
            try bar("background-color: #111111; background-color-top: #222222; background-color-bottom: #333333;")
                .colors.map(\.hex)
                == ["#222222FF", "#333333FF"])
        #expect(try bar("background-image: nav; background-color: #111111;").colors.map(\.hex) == ["#111111FF"])
        guard case .image(let image) = try bar("background-image: nav; bar-tint-color: #111111;") else {
            Issue.record("the image covers the tint")
            return
        }
        #expect(image.name == "nav" && image.classPath == "NavigationBar")
        guard case .gradient(let top, nil) = try bar("background-color-top: #222222;") else {
            Issue.record("a gradient without a bottom colour")
            return
        }
        #expect(top.color.hex == "#222222FF")
    }

    @Test(
        "an image is a hatched placeholder named under the sample; text on it is not measured; a shadow is drawn as set"
    )
    func imageAndShadow() throws {
        let (page, html) = try Self.fixture("nui-gradients")
        #expect(html.contains("class=\"button placeholder\" data-part=\"button.background.highlighted\""))
        #expect(
            html.contains(
                "Placeholder: the app&#39;s image <code>button-pressed</code> (Button background (highlighted), "
                    + "Button background-image-highlighted)"))
        let title = try #require(
            PreviewPage.distinct(page.cells(of: ButtonSample())).first { $0.part.id == "button.title.highlighted" })
        #expect(
            title.samples.allSatisfy {
                $0.image == "button-pressed" && $0.pairs.isEmpty && $0.ratioText == "not measured" && $0.passes
            })
        #expect(html.contains("6 drawn on an image of the app are not measured."))
        // shadow-opacity 0.4 of black is alpha 0x66; shadow-radius 3 is a CSS blur of 6.
        #expect(html.contains("border-radius:12px;box-shadow:0px 2px 6px #00000066;"))
        let (_, plain) = try Self.page(
            [SourceFile(path: "s.nss", text: "Button { shadow-color: #FF0000; shadow-radius: 9; }")], target: .nui)
        #expect(!plain.contains("box-shadow"), "Core Animation's shadow-opacity is 0 until the theme sets it")
    }

    @Test("a translucent colour is composited over its backdrop as a browser does")
    func compositing() {
        let half = RGBAColor(red: 255, green: 0, blue: 0, alpha: 128)
        #expect(half.composited(over: RGBAColor(red: 0, green: 0, blue: 255)).hex == "#80007FFF")
        #expect(
            RGBAColor(red: 1, green: 2, blue: 3).composited(over: RGBAColor(red: 9, green: 9, blue: 9)).hex
                == "#010203FF")
        #expect(
            RGBAColor(red: 1, green: 2, blue: 3, alpha: 0).composited(over: RGBAColor(red: 9, green: 9, blue: 9)).hex
                == "#090909FF")
    }

    @Test("the page's own colours meet WCAG AA: 4.5:1 for its text, 3:1 for the outlines that mean something")
    func pageContrast() {
        for (text, background) in PreviewStylesheet.textPairs {
            #expect(text.contrastRatio(with: background) >= 4.5, "\(text.hex) on \(background.hex)")
        }
        for (outline, background) in PreviewStylesheet.outlinePairs {
            #expect(outline.contrastRatio(with: background) >= 3, "\(outline.hex) on \(background.hex)")
        }
    }

    @Test("a page of layered files names them in order; the diagnostics are listed as fdlc check prints them")
    func layeredAndDiagnostics() throws {
        let (_, html) = try Self.page([
            SourceFile(path: "base.nss", text: "fdlFUIKPIView { tint-color: #111111; }"),
            SourceFile(path: "brand.nss", text: "fdlFUIKPIView { tint-color: @primary1; }"),
        ])
        #expect(html.contains("<title>base.nss + brand.nss: fdlc preview</title>"))
        #expect(html.contains("<code>base.nss</code>, then <code>brand.nss</code>"))
        #expect(html.contains("brand.nss:1:29: warning: &#39;@primary1&#39; is a deprecated colour style"))
        let clean = try Self.page([SourceFile(path: "a.nss", text: "")], target: .nui).html
        #expect(clean.contains("None: the theme checks clean for target nui."))
        #expect(clean.contains("The theme overrides no colour of the SDK palette."))
    }

    @Test("sizes far beyond a sample are drawn at most 96 pixels; numbers are written short")
    func extremeSizes() throws {
        let (_, html) = try Self.page([
            SourceFile(
                path: "huge.nss",
                text: """
                    Button { border-width: 1e300; corner-radius: -1e300; }
                    fdlFUIObjectHeaderView_headlineLabel { font-size: 1e308; }
                    """)
        ])
        #expect(html.contains("style=\"border:96px solid "))
        #expect(html.contains("border-radius:0px;"))
        #expect(html.contains("font-size:96px;"))
        #expect(
            SampleCanvas.number(17) == "17" && SampleCanvas.number(0.5) == "0.5"
                && SampleCanvas.number(175.929) == "175.93")
        #expect(
            SampleCanvas.number(-0.001) == "0" && SampleCanvas.number(-2.05) == "-2.05"
                && SampleCanvas.number(.nan) == "0")
        #expect(SampleCanvas.number(.infinity) == "1000000000" && SampleCanvas.pixels(-3) == "0px")
    }

    @Test("a generated theme always renders a self-contained page")
    func generatedThemes() throws {
        for seed in GeneratedThemePropertyTests.seeds.prefix(12) {
            let (_, html) = try Self.page([SourceFile(path: "seed\(seed).nss", text: ThemeGenerator.theme(seed: seed))])
            #expect(html.hasSuffix("</html>\n") && !html.contains("<script"), "seed \(seed)")
        }
    }

    @Test(
        "for FioriThemeManager, which reads only palette definitions, every part shows the palette with the overrides")
    func swiftUITarget() throws {
        let (page, html) = try Self.page(
            [
                SourceFile(
                    path: "p.nss", text: "@tintColor_darkBackground:#123456;\nfdlFUIKPIView { tint-color: #FF0000; }")
            ],
            target: .fioriSwiftUI)
        #expect(html.contains("FioriThemeManager reads only the palette definitions"))
        let dark = try #require(page.cells(of: KPIViewSample()).first { $0.variant == .darkBackground })
        #expect(dark.html.contains("color:#123456FF") && !dark.html.contains("#FF0000"))
        #expect(
            dark.html.contains("class=\"metric sdk\" data-part=\"kpi-view.metric.normal\""),
            "the metric is marked as not set")
    }

    @Test("the same theme gives the same bytes")
    func deterministic() throws {
        #expect(try Self.fixture("states").html == Self.fixture("states").html)
    }
}
