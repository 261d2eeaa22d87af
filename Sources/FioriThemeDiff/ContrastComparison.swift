import FioriTheme
import FioriThemeCore

/// The text and background pairs whose WCAG 2.x contrast falls below AA from one version to
/// the next, paired per class as `ContrastRule` (FDL407) pairs them: `font-color` with
/// `background-color` of the same class path, in the normal state and in each state that is
/// not disabled and has a declaration of its own, each falling back to normal; resolved in
/// every palette variant; a colour that is not opaque or has no fixed value is not compared.
struct ContrastComparison {
    let regressions: [ContrastRegression]

    private static let states: [String?] = [nil] + Theme.states.filter { $0 != "normal" && !$0.contains("disabled") }

    init(old: DiffSide, new: DiffSide) {
        var found: [ContrastRegression] = []
        for (index, scope) in new.scopes.enumerated() {
            found += Self.regressions(old: old.scopes[index].table, new: scope.table, device: scope.device)
        }
        var order: [ContrastRegression] = []
        var devicesOf: [ContrastRegression: [DeviceProfile]] = [:]
        for regression in found {
            let key = regression.with(devices: nil)
            if devicesOf[key] == nil { order.append(key) }
            devicesOf[key, default: []] += regression.devices ?? []
        }
        regressions = order.map { regression in
            let devices = devicesOf[regression]!
            return regression.with(
                devices: devices.isEmpty || devices.count == DeviceProfile.allCases.count ? nil : devices)
        }
    }

    /// One measured pair: the ratio, the minimum it needs, the two colours.
    private struct Measure: Hashable {
        let ratio: Double
        let minimum: Double
        let text: RGBAColor
        let background: RGBAColor
    }

    /// A pair that falls: the old ratio (nil: no pair), the new measure.
    private struct Fall: Hashable {
        let before: Double?
        let after: Measure
    }

    private static func regressions(old: StyleTable, new: StyleTable, device: DeviceProfile?) -> [ContrastRegression] {
        let oldColors = PaletteResolver(overrides: old.paletteOverrides)
        let newColors = PaletteResolver(overrides: new.paletteOverrides)
        var found: [ContrastRegression] = []
        for classPath in new.classes.keys.sorted() {
            let declared = new.classes[classPath]!.properties
            let before = old.classes[classPath]?.properties ?? [:]
            for state in states {
                if let state, declared["font-color-" + state] == nil, declared["background-color-" + state] == nil {
                    continue
                }
                var order: [Fall] = []
                var variantsOf: [Fall: [ColorVariant]] = [:]
                for variant in ColorVariant.allCases {
                    guard let now = measure(declared, state, variant, newColors), now.ratio < now.minimum else {
                        continue
                    }
                    let then = measure(before, state, variant, oldColors)
                    if let then, then.ratio < then.minimum { continue }
                    let fall = Fall(before: then?.ratio, after: now)
                    if variantsOf[fall] == nil { order.append(fall) }
                    variantsOf[fall, default: []].append(variant)
                }
                for fall in order {
                    let now = fall.after
                    found.append(
                        ContrastRegression(
                            classPath: classPath, devices: device.map { [$0] }, state: state,
                            variants: variantsOf[fall]!, before: fall.before, after: now.ratio,
                            minimum: now.minimum, text: now.text.hex, background: now.background.hex))
                }
            }
        }
        return found
    }

    /// The pair of one class in `state` and `variant`, nil when it has none to compare.
    private static func measure(
        _ declared: [String: ResolvedProperty], _ state: String?, _ variant: ColorVariant,
        _ colors: PaletteResolver
    ) -> Measure? {
        guard case .color(let textValue)? = lookup("font-color", state, declared)?.value,
            case .color(let backgroundValue)? = lookup("background-color", state, declared)?.value,
            let text = colors.color(textValue, variant: variant),
            let background = colors.color(backgroundValue, variant: variant),
            text.alpha == 255, background.alpha == 255
        else { return nil }
        var style: String?
        var size: Double?
        if case .fontTextStyle(let name)? = declared["font-style"]?.value { style = name }
        if case .number(let points)? = declared["font-size"]?.value { size = points }
        let minimum =
            TextSize.isLarge(fontStyle: style, fontSize: size) ? TextSize.largeMinimum : TextSize.normalMinimum
        return Measure(
            ratio: text.contrastRatio(with: background), minimum: minimum, text: text, background: background)
    }

    /// The value ``Theme``'s fallback order finds for `property` in `state` on one class.
    private static func lookup(_ property: String, _ state: String?, _ declared: [String: ResolvedProperty])
        -> ResolvedProperty?
    {
        for keys in Theme.candidateKeys(property, state: state) {
            for key in keys { if let found = declared[key] { return found } }
        }
        return nil
    }
}

extension ContrastRegression {
    /// The regression on `devices`.
    func with(devices: [DeviceProfile]?) -> ContrastRegression {
        ContrastRegression(
            classPath: classPath, devices: devices, state: state, variants: variants, before: before, after: after,
            minimum: minimum, text: text, background: background)
    }
}
