import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemePreview
@testable import FioriThemeSemantics

/// What `Themes/README.md` says of each theme.
@Suite("The themes in Themes/")
struct ThemesTests {
    func theme(_ path: String) throws -> Theme {
        let file = SourceFile(
            path: path, bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
        let result = Compiler(target: try RepositoryThemes.target(of: path)).compile([file])
        return Theme(table: try #require(result.table))
    }

    @Test("fiori-palette.nss changes nothing: every style is the SDK's colour in every variant")
    func paletteIsTheSDKs() throws {
        let theme = try theme("Themes/fiori-palette.nss")
        for style in PaletteData.currentStyles {
            for variant in ColorVariant.allCases {
                #expect(
                    theme.color(.palette(style: style, scheme: .device), variant: variant)
                        == Palette.latest.color(style: style, variant: variant), "\(style) in \(variant)")
            }
        }
    }

    @Test("fiori-palette.nss overrides every opaque style in every variant a stylesheet can set")
    func paletteIsComplete() throws {
        let theme = try theme("Themes/fiori-palette.nss")
        let settable = ColorVariant.allCases.filter { $0 != .elevatedContrastLightBackground }
        var overridden = 0
        for style in PaletteData.currentStyles {
            let colors = settable.map { Palette.latest.color(style: style, variant: $0) }
            guard colors.allSatisfy({ $0?.alpha == 255 }) else {
                #expect(
                    theme.table.paletteOverrides.keys.allSatisfy { !$0.hasPrefix(style + "_") },
                    "\(style) is translucent")
                continue
            }
            for variant in settable {
                #expect(theme.table.paletteOverrides[style + variant.suffix] != nil, "\(style)\(variant.suffix)")
            }
            overridden += 1
        }
        #expect(overridden > 100)
    }

    @Test("fiori-palette.nss and PaletteData.swift are what Scripts/generate-palette writes from the TSV")
    func paletteIsGenerated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-palette-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", repositoryRoot.appendingPathComponent("Scripts/generate-palette").path,
            repositoryRoot.appendingPathComponent("Scripts/fiori-palettes.tsv").path,
            folder.appendingPathComponent("PaletteData.swift").path,
            folder.appendingPathComponent("fiori-palette.nss").path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for (generated, committed) in [
            ("PaletteData.swift", "Sources/FioriTheme/Palette/PaletteData.swift"),
            ("fiori-palette.nss", "Themes/fiori-palette.nss"),
        ] {
            #expect(
                try Data(contentsOf: folder.appendingPathComponent(generated))
                    == Data(contentsOf: repositoryRoot.appendingPathComponent(committed)), "\(committed) is out of date"
            )
        }
    }

    @Test("northwind-night.nss: every text of the preview meets WCAG AA in all six variants")
    func nightContrast() throws {
        let theme = try theme("Themes/northwind-night.nss")
        let page = PreviewPage(
            files: ["Themes/northwind-night.nss"], target: .fiori, table: theme.table, diagnostics: [])
        var measured = 0
        for component in PreviewComponents.all {
            for cell in page.cells(of: component) {
                for sample in cell.contrasts where sample.minimum != nil {
                    guard case .text = sample.part.kind else { continue }
                    #expect(sample.passes, "\(sample.part.id) in \(cell.variant): \(sample.ratioText)")
                    measured += 1
                }
            }
        }
        #expect(measured > 200)
    }

    @Test(
        "northwind-night.nss is dark-first: it sets dark, elevated and high-contrast variants, and its rules follow them"
    )
    func nightVariants() throws {
        let theme = try theme("Themes/northwind-night.nss")
        for variant in PreviewPage.variants {
            #expect(theme.paletteOverride(for: "tintColor", variant: variant) != nil, "\(variant)")
        }
        let dark = theme.color("tint-color", for: "fdlFUIKPIView", variant: .darkBackground)
        let contrast = theme.color("tint-color", for: "fdlFUIKPIView", variant: .contrastDarkBackground)
        #expect(dark?.hex == "#3ECFC7FF" && contrast?.hex == "#7FF0E9FF")
    }
}
