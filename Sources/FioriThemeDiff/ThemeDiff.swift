import FioriTheme
import FioriThemeCore
import FioriThemeSemantics

/// What changes on screen between two versions of a theme: every value a class gets that
/// differs, was added or was removed, the palette overrides that changed, and what got worse.
///
/// Both versions are compiled for one target. A change is one class path, property (with
/// its state), `@media` query and palette variant whose value differs; a colour is compared
/// as it shows in each variant, so a palette reference whose override changed is a change
/// although its text is the same, and a line that only moved is none. For a target that
/// evaluates `@media` per device (NUI), each version is compiled per ``DeviceProfile`` and a
/// change says on which devices it holds.
///
/// ```swift
/// let old = [SourceFile(path: "old.nss", text: "@brand: #0A6ED1;\nLabel { font-color: @brand; }\n")]
/// let new = [SourceFile(path: "new.nss", text: "@brand: #FF0000;\nLabel { font-color: @brand; }\n")]
/// switch ThemeDiff.compare(old: old, new: new) {
/// case .success(let diff):
///     for group in diff.groups { print(group.cause, group.changes.count) }   // variable @brand, 1
/// case .failure(let failure):
///     print(failure.diagnostics)   // the errors that stop either version from compiling
/// }
/// ```
public struct ThemeDiff: Sendable {
    /// The old version's files, as given, in layering order (empty: the theme is new).
    public let oldFiles: [String]
    /// The new version's files (empty: the theme was removed).
    public let newFiles: [String]
    /// The runtime both versions were compiled for.
    public let target: Target
    /// Every value that differs, sorted by class path, `@media` query, property, variant.
    public let changes: [PropertyChange]
    /// The palette overrides that were added, removed or changed, sorted by name.
    public let paletteChanges: [PaletteChange]
    /// Text and background pairs whose contrast falls below WCAG 2.x AA in the new version.
    public let contrastRegressions: [ContrastRegression]
    /// Lint findings of the new version that the old one does not have (compared by rule
    /// and message, not by line).
    public let newFindings: [Diagnostic]
    /// Values the old version applies that the new one still declares, but the runtime no
    /// longer applies (an invalid value, a selector it ignores): removals that were not meant.
    public let droppedStyles: [PropertyChange]
    /// The old version's table (no device applied), for drawing it.
    public let oldTable: StyleTable
    /// The new version's table (no device applied).
    public let newTable: StyleTable

    /// Whether nothing changed: no value, no palette override.
    public var isEmpty: Bool { changes.isEmpty && paletteChanges.isEmpty }

    /// Whether anything got worse: a contrast, a new finding, a style no longer applied.
    public var hasRegressions: Bool { !contrastRegressions.isEmpty || !newFindings.isEmpty || !droppedStyles.isEmpty }

    /// Why the versions could not be compared: the diagnostics of a version with errors.
    public struct Failure: Error, Sendable {
        /// Every diagnostic of each version that has an error, old first.
        public let diagnostics: [Diagnostic]
    }

    /// Compiles `old` and `new` (each layered in order; an empty list is an empty theme) with
    /// `compiler`, lints both with `severities`, and compares them. Fails with the
    /// diagnostics of each version that has an error.
    public static func compare(
        old: [SourceFile], new: [SourceFile], compiler: Compiler = Compiler(),
        severities: [DiagnosticCode: RuleSeverity] = [:]
    ) -> Result<ThemeDiff, Failure> {
        let before = DiffSide(files: old, compiler: compiler, severities: severities)
        let after = DiffSide(files: new, compiler: compiler, severities: severities)
        let failing = [before, after].filter { $0.diagnostics.containsErrors }
        guard failing.isEmpty, let oldTable = before.table, let newTable = after.table else {
            return .failure(Failure(diagnostics: failing.flatMap(\.diagnostics)))
        }
        let comparison = TableComparison(old: before, new: after)
        return .success(
            ThemeDiff(
                oldFiles: old.map(\.path), newFiles: new.map(\.path), target: compiler.target,
                changes: comparison.changes, paletteChanges: comparison.paletteChanges,
                contrastRegressions: ContrastComparison(old: before, new: after).regressions,
                newFindings: FindingComparison.newFindings(old: before.findings, new: after.findings),
                droppedStyles: comparison.changes.filter {
                    $0.after == nil && after.declares($0.classPath, $0.property)
                },
                oldTable: oldTable, newTable: newTable))
    }

    /// The changes grouped by what caused them: each variable whose definition changed, with
    /// every value it reaches; each palette override; then the declarations edited directly.
    public var groups: [ChangeGroup] {
        var byCause: [ChangeGroup.Cause: [PropertyChange]] = [:]
        for change in changes { byCause[change.cause, default: []].append(change) }
        return byCause.keys.sorted().map { ChangeGroup(cause: $0, changes: byCause[$0]!) }
    }
}

/// One value a class gets that differs between the versions.
public struct PropertyChange: Hashable, Sendable {
    /// The class path (`fdlFUIKPIView`).
    public let classPath: String
    /// The `@media` query it is set under, nil for an unconditional value.
    public let media: String?
    /// The devices on which it changes (NUI), nil when on every one or the target evaluates
    /// no query per device.
    public let devices: [DeviceProfile]?
    /// The property as written, with its state suffix (`tint-color-disabled`).
    public let property: String
    /// The property without its state (`tint-color`).
    public let baseProperty: String
    /// The state, nil for normal.
    public let state: String?
    /// The palette variants in which it changes like this, nil for a value that does not
    /// depend on the variant (not a colour, or a colour that changes alike in all eight).
    public let variants: [ColorVariant]?
    /// The old value, nil when it was added.
    public let before: DiffValue?
    /// The new value, nil when it was removed.
    public let after: DiffValue?
    /// What caused it.
    public let cause: ChangeGroup.Cause

    /// `added`, `removed` or `changed`.
    public var kind: String { before == nil ? "added" : after == nil ? "removed" : "changed" }
}

/// A value on one side of a change, as it shows in the change's variants.
public struct DiffValue: Hashable, Sendable {
    /// The value as a theme would write it (`#0A6ED1FF`, `tintColor`, `systemBlue`, `14`).
    public let text: String
    /// For a colour, `#RRGGBBAA` as it shows; nil when it has no fixed value (a system colour).
    public let hex: String?
    /// Where it is written, and the variables it came through.
    public let origin: Provenance
}

/// A palette override that was added, removed or changed.
public struct PaletteChange: Hashable, Sendable {
    /// The palette name as written after `@` (`tintColor_darkBackground`).
    public let name: String
    /// The old override, nil when it was added.
    public let before: DiffValue?
    /// The new override, nil when it was removed (the SDK palette's colour shows again).
    public let after: DiffValue?
}

/// The changes that one cause brings.
public struct ChangeGroup: Hashable, Sendable {
    /// Why values changed.
    public enum Cause: Hashable, Sendable, Comparable {
        /// The definition of this variable (`@brandBlue`) changed; every value that came
        /// through it changes.
        case variable(String)
        /// The theme's override of this palette colour style (`tintColor`) changed.
        case palette(String)
        /// A declaration was edited, added or removed.
        case declaration

        private var rank: (Int, String) {
            switch self {
            case .variable(let name): (0, name)
            case .palette(let style): (1, style)
            case .declaration: (2, "")
            }
        }

        /// Variables by name, then palette styles, then declarations.
        public static func < (lhs: Cause, rhs: Cause) -> Bool { lhs.rank < rhs.rank }
    }

    /// The cause.
    public let cause: Cause
    /// Its changes, in the order of ``ThemeDiff/changes``.
    public let changes: [PropertyChange]
}

/// A text and background colour pair of one class whose WCAG 2.x contrast falls below the
/// AA minimum in the new version, where the old version met it (or had no such pair).
public struct ContrastRegression: Hashable, Sendable {
    /// The class path.
    public let classPath: String
    /// The devices (NUI), nil when on every one or not evaluated per device.
    public let devices: [DeviceProfile]?
    /// The state compared, nil for normal.
    public let state: String?
    /// The variants in which it falls like this.
    public let variants: [ColorVariant]
    /// The old ratio, nil when the old version had no such pair.
    public let before: Double?
    /// The new ratio, below ``minimum``.
    public let after: Double
    /// 4.5 for normal text, 3 for large text.
    public let minimum: Double
    /// The new text colour, `#RRGGBBAA`.
    public let text: String
    /// The new background colour, `#RRGGBBAA`.
    public let background: String
}
