import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

/// `FDL407`: a text colour against the background colour of the same class path whose WCAG
/// 2.x contrast ratio is below 4.5:1 (3:1 for large text, see ``TextSize``), in any palette
/// variant.
///
/// Per class path, the unconditional declarations that win (the last in document order)
/// are paired: `font-color` with `background-color` in the normal state, and in each state
/// that is not disabled (WCAG exempts inactive components) where either has a declaration of
/// its own, each falling back to normal as ``Theme/value(_:for:state:)`` does. Both colours
/// are resolved in each of the eight variants with the file's palette overrides; a colour
/// that is not opaque or has no fixed value is not compared. Variants that give the same
/// two colours are reported together.
struct ContrastRule: LintRule {
    static let code = DiagnosticCode.lowContrast

    private static let states: [String?] = [nil] + Theme.states.filter { $0 != "normal" && !$0.contains("disabled") }

    private struct Shortfall: Hashable {
        let text: Int
        let background: Int
        let textColor: RGBAColor
        let backgroundColor: RGBAColor
        let minimum: Double
        let variants: [ColorVariant]
    }

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        // Class paths by interned name (names are ASCII, so equal ids are equal texts), each with
        // the first selector that names it.
        var classes: [NameID: [String: Int]] = [:]
        var order: [Selector] = []
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let styleBlock = stylesheet.styleBlocks[declaration.styleBlock]
            guard styleBlock.media == nil, context.checker.cleanProperty(of: index) != nil else { continue }
            let property = context.text(declaration.property)
            for selector in stylesheet.selectors(of: styleBlock) {
                if classes[selector.nameID] == nil { order.append(selector) }
                classes[selector.nameID, default: [:]][property] = index
            }
        }
        // The file's palette overrides, worked out only for a file with a class to compare.
        var colors: PaletteResolver?
        var reported: [Shortfall] = []
        var classesOf: [Shortfall: [String]] = [:]
        for selector in order {
            let declared = classes[selector.nameID]!
            // Most classes set no text colour or no background colour: nothing to compare.
            guard declared.keys.contains(where: { $0.hasPrefix("font-color") }),
                declared.keys.contains(where: { $0.hasPrefix("background-color") })
            else { continue }
            if colors == nil {
                colors = PaletteResolver(
                    overrides: StyleTableBuilder.paletteOverrides(
                        of: stylesheet, variables: context.variables, values: context.checker.values))
            }
            for shortfall in shortfalls(in: declared, context: context, colors: colors!) {
                if classesOf[shortfall] == nil { reported.append(shortfall) }
                classesOf[shortfall, default: []].append(context.text(selector.range))
            }
        }
        // One finding per shortfall, however many classes share it: built, then collected.
        for shortfall in reported {
            findings.add(diagnostic(shortfall, classes: classesOf[shortfall]!, context: context))
        }
    }

    private static func shortfalls(in declared: [String: Int], context: LintContext, colors: PaletteResolver)
        -> [Shortfall]
    {
        let minimum = isLarge(declared, context) ? TextSize.largeMinimum : TextSize.normalMinimum
        var found: [Shortfall] = []
        for state in states {
            if let state, declared["font-color-" + state] == nil, declared["background-color-" + state] == nil {
                continue
            }
            guard let text = lookup("font-color", state, declared),
                let background = lookup("background-color", state, declared),
                case .color(let textValue)? = context.checker.typedValue(of: text),
                case .color(let backgroundValue)? = context.checker.typedValue(of: background)
            else { continue }
            var byPair: [[RGBAColor]: [ColorVariant]] = [:]
            var pairs: [[RGBAColor]] = []
            for variant in ColorVariant.allCases {
                guard let foreground = colors.color(textValue, variant: variant),
                    let backdrop = colors.color(backgroundValue, variant: variant),
                    foreground.alpha == 255, backdrop.alpha == 255, foreground.contrastRatio(with: backdrop) < minimum
                else { continue }
                if byPair[[foreground, backdrop]] == nil { pairs.append([foreground, backdrop]) }
                byPair[[foreground, backdrop], default: []].append(variant)
            }
            for pair in pairs {
                found.append(
                    Shortfall(
                        text: text, background: background, textColor: pair[0], backgroundColor: pair[1],
                        minimum: minimum, variants: byPair[pair]!))
            }
        }
        return found
    }

    /// The declaration ``Theme``'s fallback order finds for `property` in `state` on one class.
    private static func lookup(_ property: String, _ state: String?, _ declared: [String: Int]) -> Int? {
        for keys in Theme.candidateKeys(property, state: state) {
            for key in keys { if let index = declared[key] { return index } }
        }
        return nil
    }

    private static func isLarge(_ declared: [String: Int], _ context: LintContext) -> Bool {
        var style: String?
        var size: Double?
        if let index = declared["font-style"], case .fontTextStyle(let name)? = context.checker.typedValue(of: index) {
            style = name
        }
        if let index = declared["font-size"], case .number(let points)? = context.checker.typedValue(of: index) {
            size = points
        }
        return TextSize.isLarge(fontStyle: style, fontSize: size)
    }

    private static func diagnostic(_ shortfall: Shortfall, classes: [String], context: LintContext) -> Diagnostic {
        let stylesheet = context.stylesheet
        let text = stylesheet.declarations[shortfall.text]
        let background = stylesheet.declarations[shortfall.background]
        let variants =
            shortfall.variants.count == ColorVariant.allCases.count
            ? "every variant" : shortfall.variants.map(\.rawValue).joined(separator: ", ")
        let names = classes.map { "'\($0)'" }.joined(separator: ", ")
        let message =
            "contrast \(ContrastRatio.formatted(shortfall.textColor.contrastRatio(with: shortfall.backgroundColor))):1 between "
            + "\(context.text(text.property)) \(opaqueHex(shortfall.textColor)) and \(context.text(background.property)) "
            + "\(opaqueHex(shortfall.backgroundColor)) in \(variants) is below \(ContrastRatio.formatted(shortfall.minimum)):1 for \(names)"
        return finding(
            message, at: text.value.range, in: context,
            notes: [
                Diagnostic.Note("the background colour is set here", file: context.file, range: background.value.range),
                Diagnostic.Note(
                    shortfall.minimum == TextSize.largeMinimum
                        ? "large text (title3 or larger, or 18 pt and more) needs 3:1 (WCAG 2.x, level AA)"
                        : "text smaller than title3 or 18 pt needs 4.5:1 (WCAG 2.x, level AA)"),
            ])
    }

    /// `#RRGGBB` of an opaque colour.
    private static func opaqueHex(_ color: RGBAColor) -> String {
        String(color.hex.dropLast(2))
    }
}
