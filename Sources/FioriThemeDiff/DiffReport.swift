import FioriTheme
import FioriThemeCore
import FioriThemeLint

/// The comparisons one `fdlc diff` run makes (one per theme: a pair of files, the files of
/// two folders, the themes two revisions change), written as text, JSON, Markdown or HTML.
package struct DiffReport: Sendable {
    /// The comparisons, in the order the themes were named or found.
    package let diffs: [ThemeDiff]

    package init(_ diffs: [ThemeDiff]) {
        self.diffs = diffs
    }

    /// Whether any theme changed.
    package var changed: Bool { diffs.contains { !$0.isEmpty } }
}

extension ThemeDiff {
    /// The old and new side's names: their files joined with ` + `, `/dev/null` for none.
    var names: (old: String, new: String) {
        (
            oldFiles.isEmpty ? "/dev/null" : oldFiles.joined(separator: " + "),
            newFiles.isEmpty ? "/dev/null" : newFiles.joined(separator: " + ")
        )
    }

    /// The classes whose values changed.
    var changedClasses: Int { Set(changes.map(\.classPath)).count }

    /// The number of regressions of every kind.
    var regressionCount: Int { contrastRegressions.count + newFindings.count + droppedStyles.count }

    /// `3 changes in 2 classes, 1 palette override; 1 regression`.
    var summary: String {
        var text = Self.count(changes.count, "change") + " in " + Self.count(changedClasses, "class", plural: "classes")
        if !paletteChanges.isEmpty { text += ", " + Self.count(paletteChanges.count, "palette override") }
        return text + "; " + Self.count(regressionCount, "regression")
    }

    /// `1 change`, `2 changes`, `no changes`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        number == 1 ? "1 \(noun)" : "\(number == 0 ? "no" : String(number)) \(plural ?? noun + "s")"
    }
}

extension PropertyChange {
    /// `Label font-color`, then ` @media (q)`, ` on ipad-portrait`, ` in darkBackground` where they apply.
    var label: String {
        var text = classPath + " " + property
        if let media { text += " @media (\(media))" }
        if let devices { text += " on " + devices.map(\.name).joined(separator: ", ") }
        if let variants { text += " in " + variants.map(\.rawValue).joined(separator: ", ") }
        return text
    }
}

extension ChangeGroup.Cause {
    /// `variable @brand`, `palette override tintColor`, `declarations`.
    var title: String {
        switch self {
        case .variable(let name): "variable \(name)"
        case .palette(let style): "palette override \(style)"
        case .declaration: "declarations"
        }
    }
}

extension ContrastRegression {
    /// `Label font-color on background-color (selected) in lightBackground: 7.0:1 → 2.1:1, below 4.5:1`.
    var label: String {
        var text = classPath + " font-color on background-color"
        if let state { text += " (\(state))" }
        if let devices { text += " on " + devices.map(\.name).joined(separator: ", ") }
        text +=
            variants.count == ColorVariant.allCases.count
            ? " in every variant" : " in " + variants.map(\.rawValue).joined(separator: ", ")
        let was = before.map { ContrastRatio.formatted($0) + ":1" } ?? "no pair"
        return text
            + ": \(was) → \(ContrastRatio.formatted(after)):1, below \(ContrastRatio.formatted(minimum)):1 (\(self.text) on \(background))"
    }
}
