import FioriTheme
import FioriThemeCore

/// Compares the tables of two ``DiffSide``s value by value, as each shows in every palette
/// variant, and their palette overrides.
struct TableComparison {
    let changes: [PropertyChange]
    let paletteChanges: [PaletteChange]

    init(old: DiffSide, new: DiffSide) {
        var found: [PropertyChange] = []
        for (index, scope) in new.scopes.enumerated() {
            found += Self.changes(old: old.scopes[index].table, new: scope.table, device: scope.device)
        }
        changes = Self.mergingDevices(found)
        paletteChanges = Self.paletteChanges(old: old.table ?? StyleTable(), new: new.table ?? StyleTable())
    }

    /// `class \0 media \0 property` → value, for every value of `table`.
    private static func entries(_ table: StyleTable) -> [String: (
        classPath: String, media: String?, property: ResolvedProperty
    )] {
        var entries: [String: (classPath: String, media: String?, property: ResolvedProperty)] = [:]
        for (classPath, style) in table.classes {
            for (name, property) in style.properties { entries[classPath + "\0\0" + name] = (classPath, nil, property) }
            for (media, properties) in style.mediaProperties {
                for (name, property) in properties {
                    entries[classPath + "\0" + media + "\0" + name] = (classPath, media, property)
                }
            }
        }
        return entries
    }

    /// The changes between two tables on one device (nil: none evaluated).
    private static func changes(old: StyleTable, new: StyleTable, device: DeviceProfile?) -> [PropertyChange] {
        let before = entries(old)
        let after = entries(new)
        let oldColors = PaletteResolver(overrides: old.paletteOverrides)
        let newColors = PaletteResolver(overrides: new.paletteOverrides)
        var changes: [PropertyChange] = []
        for key in Set(before.keys).union(after.keys) {
            let entry = (after[key] ?? before[key])!
            let oldProperty = before[key]?.property
            let newProperty = after[key]?.property
            let cause = Self.cause(oldProperty, newProperty)
            let variants =
                (oldProperty?.value.isColor ?? false) || (newProperty?.value.isColor ?? false)
                ? ColorVariant.allCases : [ColorVariant.lightBackground]
            // The variants whose (before, after) pair differs, grouped by that pair in variant order.
            var pairs: [[DiffValue?]] = []
            var variantsOf: [[DiffValue?]: [ColorVariant]] = [:]
            for variant in variants {
                let one = oldProperty.map { DiffValue($0, in: variant, colors: oldColors) }
                let other = newProperty.map { DiffValue($0, in: variant, colors: newColors) }
                if let one, let other, one.showsLike(other) { continue }
                if variantsOf[[one, other]] == nil { pairs.append([one, other]) }
                variantsOf[[one, other], default: []].append(variant)
            }
            let property = (newProperty ?? oldProperty)!
            for pair in pairs {
                let shown = variantsOf[pair]!
                changes.append(
                    PropertyChange(
                        classPath: entry.classPath, media: entry.media, devices: device.map { [$0] },
                        property: key.split(
                            separator: "\0",
                            omittingEmptySubsequences: false
                        ).last.map(String.init)!,
                        baseProperty: property.baseProperty, state: property.state,
                        variants: variants.count == 1 || shown.count == ColorVariant.allCases.count ? nil : shown,
                        before: pair[0], after: pair[1], cause: cause))
            }
        }
        return changes
    }

    /// Why a value changed: the variable both versions reach it through whose definition
    /// differs, the palette override of a reference written alike, or the declaration.
    private static func cause(_ old: ResolvedProperty?, _ new: ResolvedProperty?) -> ChangeGroup.Cause {
        guard let old, let new else { return .declaration }
        if case .color(.palette(let style, let scheme)) = old.value, case .color(.palette(style, scheme)) = new.value,
            old.origin.via == new.origin.via
        {
            return .palette(style)
        }
        let shared = zip(old.origin.via, new.origin.via).prefix { $0 == $1 }.count
        guard shared > 0 else { return .declaration }
        // Chains that agree to their end changed in the innermost variable's definition;
        // chains that part changed in the last variable they share.
        return .variable(old.origin.via[shared - 1])
    }

    /// Changes that are the same on several devices as one change naming them; nil devices
    /// when on every device.
    private static func mergingDevices(_ changes: [PropertyChange]) -> [PropertyChange] {
        var order: [PropertyChange] = []
        var devicesOf: [PropertyChange: [DeviceProfile]] = [:]
        for change in changes {
            let key = change.with(devices: nil)
            if devicesOf[key] == nil { order.append(key) }
            devicesOf[key, default: []] += change.devices ?? []
        }
        return order.map { change in
            let devices = devicesOf[change]!
            return change.with(
                devices: devices.isEmpty || devices.count == DeviceProfile.allCases.count ? nil : devices)
        }.sorted(by: PropertyChange.precedes)
    }

    /// The overrides added, removed or changed.
    private static func paletteChanges(old: StyleTable, new: StyleTable) -> [PaletteChange] {
        let oldColors = PaletteResolver(overrides: old.paletteOverrides)
        let newColors = PaletteResolver(overrides: new.paletteOverrides)
        var changes: [PaletteChange] = []
        for name in Set(old.paletteOverrides.keys).union(new.paletteOverrides.keys).sorted() {
            let before = old.paletteOverrides[name].map { DiffValue($0, colors: oldColors) }
            let after = new.paletteOverrides[name].map { DiffValue($0, colors: newColors) }
            if let before, let after, before.text == after.text, before.hex == after.hex { continue }
            changes.append(PaletteChange(name: name, before: before, after: after))
        }
        return changes
    }
}

extension PropertyChange {
    /// The change on `devices`.
    func with(devices: [DeviceProfile]?) -> PropertyChange {
        PropertyChange(
            classPath: classPath, media: media, devices: devices, property: property, baseProperty: baseProperty,
            state: state, variants: variants, before: before, after: after, cause: cause)
    }

    /// By class path, `@media` query (unconditional first), property, devices, then variants.
    static func precedes(_ one: PropertyChange, _ other: PropertyChange) -> Bool {
        func key(_ change: PropertyChange) -> [String] {
            let variantIndex = change.variants.map { ColorVariant.allCases.firstIndex(of: $0[0])! } ?? -1
            let deviceIndex = change.devices.map { DeviceProfile.allCases.firstIndex(of: $0[0])! } ?? -1
            return [
                change.classPath, change.media ?? "", change.property, String(format4(deviceIndex)),
                String(format4(variantIndex)),
            ]
        }
        return key(one).lexicographicallyPrecedes(key(other))
    }

    private static func format4(_ number: Int) -> String {
        let text = String(number + 1)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}

extension StyleValue {
    /// Whether the value is a colour, which may show differently per variant.
    var isColor: Bool {
        if case .color = self { return true }
        return false
    }
}
