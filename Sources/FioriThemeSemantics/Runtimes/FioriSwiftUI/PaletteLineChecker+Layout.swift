import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

extension PaletteLineChecker {
    /// What on a line makes the runtime's value differ from the written one.
    private struct LayoutCause {
        var message: String
        /// The bytes at fault.
        var range: SourceRange
        /// The bytes the runtime would read without this cause: the value without `cut`
        /// (`extended`: the value read on to the end of the line instead).
        var cut: SourceRange
        var extended = false
        var fixIt: Diagnostic.FixIt
    }

    /// FDL507 where the value the runtime keeps (everything from after `:` to before the
    /// line's last character) gives another colour than the written value: a space or a
    /// comment kept in it, text after `;` kept in it, or a missing `;` that costs the last
    /// value character. Each cause that makes the difference is reported, with a fix that
    /// removes it; nothing is reported where the colours agree (hex is immune to spaces).
    /// `meant` is what the runtime makes of the written value.
    ///
    /// Each cause is tried alone (the value read without it) only while that costs at most
    /// ``layoutBudget`` bytes in all: a value holding thousands of comments would cost a copy
    /// of itself for each. Past it, every cause is reported, as when none decides alone.
    mutating func checkLayout(
        _ line: PaletteLineReader.Line, _ definition: PaletteLineReader.Definition, _ written: WrittenValue,
        meant: ColorValue?
    ) {
        let read = definition.value == written.text ? meant : ThemeManagerColor.color(of: definition.value)
        guard read != meant else { return }
        let raw = definition.valueRange
        func without(_ cause: LayoutCause) -> String {
            if cause.extended { return file.text(SourceRange(start: raw.start, end: cause.cut.end)) }
            return file.text(SourceRange(start: raw.start, end: max(raw.start, min(cause.cut.start, raw.end))))
                + file.text(SourceRange(start: min(max(cause.cut.end, raw.start), raw.end), end: raw.end))
        }
        var causes: [LayoutCause] = []
        if written.leadingGap.length > 0 {
            causes.append(
                LayoutCause(
                    message:
                        "FioriThemeManager keeps the \(gapNoun(written.leadingGap, written)) after ':' in the value",
                    range: written.leadingGap, cut: written.leadingGap,
                    fixIt: Diagnostic.FixIt(range: written.leadingGap, replacement: "")))
        }
        for comment in written.comments where written.range.start < comment.start && comment.end <= written.range.end {
            causes.append(
                LayoutCause(
                    message: "FioriThemeManager does not know comments and keeps this one in the value",
                    range: comment, cut: comment,
                    fixIt: Diagnostic.FixIt(range: comment, replacement: "")))
        }
        if written.trailingGap.length > 0 {
            causes.append(
                LayoutCause(
                    message:
                        "FioriThemeManager keeps the \(gapNoun(written.trailingGap, written)) before ';' in the value",
                    range: written.trailingGap, cut: written.trailingGap,
                    fixIt: Diagnostic.FixIt(range: written.trailingGap, replacement: "")))
        }
        let last = line.last.offset
        if let semicolon = written.semicolon {
            if semicolon < last {
                let after = SourceRange(start: semicolon + 1, end: line.range.end)
                causes.append(
                    LayoutCause(
                        message: "FioriThemeManager drops only the line's last character, so the text after ';' "
                            + "stays in the value",
                        range: after, cut: SourceRange(start: semicolon, end: line.range.end),
                        fixIt: Diagnostic.FixIt(range: after, replacement: "")))
            }
        } else {
            causes.append(
                LayoutCause(
                    message: "this line does not end with ';': FioriThemeManager drops its last character anyway",
                    range: SourceRange(start: last, end: line.range.end),
                    cut: SourceRange(start: raw.start, end: line.range.end), extended: true,
                    fixIt: Diagnostic.FixIt(range: .point(line.range.end), replacement: ";")))
        }
        let deciding =
            causes.count * (line.range.end - raw.start) <= Self.layoutBudget
            ? causes.filter { ThemeManagerColor.color(of: without($0)) != read } : []
        let consequence = consequence(reading: definition.value, as: read, meant: meant, key: definition.key)
        for cause in deciding.isEmpty ? causes : deciding {
            report(.definitionNotRead, cause.message + ": " + consequence, cause.range, fixIt: cause.fixIt)
        }
        if causes.isEmpty {
            report(
                .definitionNotRead,
                "FioriThemeManager reads the value as everything from after ':' to before the line's last "
                    + "character: " + consequence, raw)
        }
    }

    /// The most bytes of a line's value read again to try its layout causes one by one.
    static let layoutBudget = 1 << 23

    /// `it reads ' blue', which is not a colour, so '@tintColor' keeps the SDK colour`.
    private func consequence(reading raw: String, as read: ColorValue?, meant: ColorValue?, key: String) -> String {
        guard let read else {
            return
                "it reads \(PaletteLineChecker.quoted(raw)), which is not a colour, so '@\(key)' keeps the SDK colour"
        }
        let instead = meant.map { ", not " + PaletteLineChecker.describe($0) } ?? ""
        return "it reads \(PaletteLineChecker.quoted(raw)) as \(PaletteLineChecker.describe(read))\(instead)"
    }

    /// What stands in `gap`, for messages: `space`, `spaces`, `tab`, `tabs`, `whitespace`, `comment`, or both.
    private func gapNoun(_ gap: SourceRange, _ written: WrittenValue) -> String {
        var text = ""
        var comment = false
        var offset = gap.start
        for range in written.comments where gap.start <= range.start && range.end <= gap.end {
            text += file.text(SourceRange(start: offset, end: range.start))
            offset = range.end
            comment = true
        }
        text += file.text(SourceRange(start: offset, end: gap.end))
        let space: String
        if text.isEmpty {
            space = ""
        } else if text.allSatisfy({ $0 == " " }) {
            space = text.count == 1 ? "space" : "spaces"
        } else if text.allSatisfy({ $0 == "\t" }) {
            space = text.count == 1 ? "tab" : "tabs"
        } else {
            space = "whitespace"
        }
        return [space, comment ? "comment" : ""].filter { !$0.isEmpty }.joined(separator: " and ")
    }

    /// A colour as messages name it: `#0A6ED1FF`, `SwiftUI's blue`, `the palette colour 'primary1'`.
    static func describe(_ color: ColorValue) -> String {
        switch color {
        case .rgba(let rgba): return rgba.hex
        case .named(let name, let rgba): return "UIKit's \(name)" + (rgba.map { " (\($0.hex))" } ?? "")
        case .swiftUI(let name, let rgba): return "SwiftUI's \(name)" + (rgba.map { " (\($0.hex))" } ?? "")
        case .palette(let style, let scheme):
            switch scheme {
            case .device: return "the palette colour '\(style)' (following the device's appearance)"
            case .variant(let variant): return "the palette colour '\(style)\(variant.suffix)'"
            default: return "the palette colour '\(style)_\(scheme.backgroundSchemeName!)'"
            }
        }
    }
}
