/// The program that will read the stylesheet. The three disagree, and a file one accepts
/// another may ignore without a word; fdlc checks against the one chosen (`--target`).
///
/// Everything that differs between them is a property of ``Target`` in this file, so a
/// reader can compare the runtimes in one place. Facts come from the sources and docs cited
/// in `Grammar/nss.ebnf`; where SAPFiori's closed-source fork is not documented, the profile
/// follows what SAP's own examples rely on and says so.
///
/// Code outside this file and the runtimes' own folders (`FioriThemeSemantics/Runtimes/`)
/// asks these capabilities and never compares a target with one runtime (`RuntimeBoundaryTests`
/// checks). Each capability is an exhaustive switch, so a new runtime is a case here that the
/// compiler then asks a value of in every property, and a folder of its own.
public enum Target: String, CaseIterable, Sendable {
    /// SAPFiori's NUI fork (UIKit), the default.
    case fiori
    /// Upstream NUI 0.5.5.
    case nui
    /// FioriThemeManager's `StyleSheetParser` (SwiftUI), which reads only palette definitions.
    case fioriSwiftUI = "fiori-swiftui"

    /// The target when none is chosen: SAPFiori's fork, which the SDK's apps run.
    public static let `default`: Target = .fiori

    /// How messages name the runtime.
    package var runtimeName: String {
        switch self {
        case .fiori: "SAPFiori"
        case .nui: "NUI"
        case .fioriSwiftUI: "FioriThemeManager"
        }
    }

    /// How a sentence that opens with the runtime names it.
    package var runtimeDescription: String {
        switch self {
        case .fiori: "SAPFiori's NUI fork"
        case .nui: "Upstream NUI"
        case .fioriSwiftUI: "FioriThemeManager"
        }
    }

    /// Whether the runtime parses the whole file with NUI's LALR grammar, so that any syntax
    /// error (including a `//` comment or an `and…`/`@media…` prefix) makes it apply nothing.
    /// The fork ships NUI's parser classes (`FUICPLALR1Parser`, …) [inferred].
    package var parsesWithNUIGrammar: Bool {
        switch self {
        case .fiori, .nui: true
        case .fioriSwiftUI: false
        }
    }

    /// Whether fdlc knows exactly where the runtime's parser stops: upstream NUI's grammar is
    /// published and fdlc ports it (``NUIReading``), so a file it cannot parse certainly applies
    /// no style (an error, with a certain fix), and `red//x` is certainly one value word. The
    /// fork ships NUI's parser classes but not its grammar, so there the same findings are
    /// warnings worded as likely; FioriThemeManager has no grammar.
    package var hasPublishedGrammar: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: false
        case .nui: true
        }
    }

    /// Whether style blocks are applied at all (FioriThemeManager reads only `@name:value;` lines).
    package var appliesStyleBlocks: Bool {
        switch self {
        case .fiori, .nui: true
        case .fioriSwiftUI: false
        }
    }

    /// Whether the runtime evaluates `@media` blocks at all (on the device it runs on), so that
    /// a table can be compiled for one device (`compile --device`). NUI and its fork do;
    /// FioriThemeManager reads a definition inside a block as any other.
    package var evaluatesMediaQueries: Bool {
        switch self {
        case .fiori, .nui: true
        case .fioriSwiftUI: false
        }
    }

    /// Whether the runtime reads SAP Fiori's class paths (`fdl…`) and the properties the fork
    /// added to NUI's element classes (``ClassSpec/fioriOnlyProperties``). Upstream NUI knows
    /// none: to it an `fdl…` class is the app's own, and only NUI's element classes have
    /// renderers. FioriThemeManager applies no style block; the catalog an editor shows for it is
    /// the fork's.
    package var readsSAPFioriClasses: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: true
        case .nui: false
        }
    }

    /// Whether a definition's value is read with the spaces around it taken off. FioriThemeManager
    /// splits a line at `:` and trims neither side, so the formatter writes no space after the
    /// colon of a definition for it.
    package var trimsDefinitionValues: Bool {
        switch self {
        case .fiori, .nui: true
        case .fioriSwiftUI: false
        }
    }

    /// Whether the runtime reads the file with FioriThemeManager's line reader instead of a
    /// grammar: its palette overrides, and every finding about them, then come from
    /// ``PaletteLineReader`` and ``ThemeManagerColor``, and only a file it cannot decode is an
    /// error.
    package var readsPaletteLines: Bool {
        switch self {
        case .fiori, .nui: false
        case .fioriSwiftUI: true
        }
    }

    /// How an 8-digit hex colour is read: NUI drops the alpha, the fork reads `#AARRGGBB`
    /// (SAP's example `#1EE68A00` only makes sense so), FioriThemeManager `#RRGGBBAA`.
    package var eightDigitHex: EightDigitHexReading {
        switch self {
        case .fiori: .alphaFirst
        case .nui: .alphaDropped
        case .fioriSwiftUI: .alphaLast
        }
    }

    /// Which of two definitions of one variable wins: NUI assigns into a dictionary (last),
    /// FioriThemeManager keeps the first key.
    package var duplicateWinner: DuplicateWinner {
        switch self {
        case .fiori, .nui: .last
        case .fioriSwiftUI: .first
        }
    }

    /// Whether a reference to a palette name the file does not define (`@primary6`) means the
    /// SDK's colour. Upstream NUI knows no palette: such a variable is undefined and NUI raises.
    package var predefinesPaletteNames: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: true
        case .nui: false
        }
    }

    /// Whether `@a: @b;` makes `@a` mean `@b`'s value. NUI stores the text `@b` (no recursive
    /// lookup); SAP's palette examples rely on the fork resolving names [unverified].
    package var resolvesAliases: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: true
        case .nui: false
        }
    }

    /// Whether a variable inside a larger value (`1 @w`) is substituted. NUI substitutes only
    /// when the whole value starts with `@`, and then looks the whole value up as one name.
    package var substitutesInsideValues: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: true
        case .nui: false
        }
    }

    /// Whether `rgb()`, `rgba()`, `hsl()` and `hsla()` are read; FioriThemeManager reads hex and names only.
    package var readsColorFunctions: Bool {
        switch self {
        case .fiori, .nui: true
        case .fioriSwiftUI: false
        }
    }

    /// Whether `hsl()` is read as NUI does: hue divided by 255 and passed to UIKit's
    /// hue-saturation-brightness initialiser, so it is not CSS's HSL.
    package var readsHSLAsHSB: Bool {
        switch self {
        case .fiori, .nui: true
        case .fioriSwiftUI: false
        }
    }

    /// Whether values are read as upstream NUI's `NUIConverter` reads them (``NUIConverter``):
    /// its colour from any text (`#0000000` is black, `RGBA(0,0,0,30)` has alpha 30/255,
    /// `negative_darkBackground` is no colour), its sizes from the first two parts. The
    /// fork's converter is not published, so only upstream NUI's is followed.
    package var readsValuesWithNUIConverter: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: false
        case .nui: true
        }
    }

    /// Whether a value fdlc's own reading rejects is then read as NUI's `NUIConverter` reads it
    /// (``NUIConverter``): SAPFiori's fork ships NUI's converter, extended with palette names
    /// and `#AARRGGBB`, so `RGBA(255,255,255,230)` has alpha 230/255 and `#0000000` is black.
    /// Where the converter gets a colour, the finding is a warning saying which; where it gets
    /// none, the property is dropped and it stays an error.
    package var fallsBackToNUIConverter: Bool {
        switch self {
        case .fiori: true
        case .nui, .fioriSwiftUI: false
        }
    }

    /// Whether the runtime hands every key of a style block to the app, which may read it itself
    /// (`[NUISettings get:withClass:]`): a key or value no renderer reads, on NUI's element
    /// classes or the app's own, is then a warning, not an error. SAP Fiori class paths
    /// (`fdl…`) are the fork's documented components and keep their errors.
    package var handsKeysToApp: Bool { parsesWithNUIGrammar }

    /// The colour names the runtime knows, or nil when it asks UIKit for any `<name>Color`.
    package var colorNames: Set<String>? {
        switch self {
        case .fiori, .nui: nil
        // StyleSheetConverter's exact switch; `magenta` is listed but returns nil.
        case .fioriSwiftUI:
            [
                "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
                "orange", "purple", "brown", "clear",
            ]
        }
    }

    /// The text alignments the runtime knows; NUI reads anything else as left.
    package var textAlignments: Set<String>? {
        switch self {
        case .fiori, .fioriSwiftUI: nil
        case .nui: ["left", "center", "right"]
        }
    }

    /// Whether the runtime applies each `@media` block only on the devices it holds for, and
    /// fdlc checks a file once per device (``DeviceProfile``). Upstream NUI does; the fork's
    /// evaluation is not documented, and FioriThemeManager evaluates none.
    package var evaluatesMediaPerDevice: Bool {
        switch self {
        case .fiori, .fioriSwiftUI: false
        case .nui: true
        }
    }

    /// The `@media` keys NUI evaluates; any other key is ignored and the block always applies.
    package static let evaluatedMediaKeys: [String: [String]] = [
        "device": ["ipad", "iphone"], "orientation": ["portrait", "landscape"],
    ]
}

/// How a runtime reads the two extra digits of `#XXXXXXXX`.
package enum EightDigitHexReading: Sendable {
    /// `#AARRGGBB`.
    case alphaFirst
    /// `#RRGGBBAA`.
    case alphaLast
    /// The first six digits as `#RRGGBB`, alpha ignored.
    case alphaDropped
}

extension Target {
    /// Which of several definitions of one variable takes effect.
    package enum DuplicateWinner: Sendable {
        /// The last in document order (NUI and SAPFiori's fork: a dictionary assignment).
        case last
        /// The first (FioriThemeManager keeps the first key it reads).
        case first
    }
}
