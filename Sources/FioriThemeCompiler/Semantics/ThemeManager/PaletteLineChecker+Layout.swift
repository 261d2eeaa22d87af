import FioriTheme

extension PaletteLineChecker {
    /// What on a line makes the runtime's value differ from the written one.
    private struct LayoutCause {
        var message: String
        /// The bytes at fault.
        var range: SourceRange
        /// The raw value the runtime would read without this cause.
        var withoutIt: String
        var fixIt: Diagnostic.FixIt
    }

    /// FDL507 where the value the runtime keeps (everything from after `:` to before the
    /// line's last character) gives another colour than the written value: a space or a
    /// comment kept in it, text after `;` kept in it, or a missing `;` that costs the last
    /// value character. Each cause that makes the difference is reported, with a fix that
    /// removes it; nothing is reported where the colours agree (hex is immune to spaces).
    mutating func checkLayout(_ line: PaletteLineReader.Line, _ definition: PaletteLineReader.Definition, _ written: WrittenValue) {
        let read = ThemeManagerColor.color(of: definition.value)
        let meant = ThemeManagerColor.color(of: written.text)
        guard read != meant else { return }
        let raw = definition.valueRange
        func without(_ cut: SourceRange) -> String {
            file.text(SourceRange(start: raw.start, end: max(raw.start, min(cut.start, raw.end))))
                + file.text(SourceRange(start: min(max(cut.end, raw.start), raw.end), end: raw.end))
        }
        var causes: [LayoutCause] = []
        if written.leadingSpace.length > 0 {
            causes.append(LayoutCause(message: "FioriThemeManager keeps the \(spaceNoun(written.leadingSpace)) after ':' in the value",
                                      range: written.leadingSpace, withoutIt: without(written.leadingSpace),
                                      fixIt: Diagnostic.FixIt(range: written.leadingSpace, replacement: "")))
        }
        for comment in written.comments {
            causes.append(LayoutCause(message: "FioriThemeManager does not know comments and keeps this one in the value",
                                      range: comment, withoutIt: without(comment),
                                      fixIt: Diagnostic.FixIt(range: comment, replacement: "")))
        }
        if written.trailingSpace.length > 0 {
            causes.append(LayoutCause(message: "FioriThemeManager keeps the \(spaceNoun(written.trailingSpace)) before ';' in the value",
                                      range: written.trailingSpace, withoutIt: without(written.trailingSpace),
                                      fixIt: Diagnostic.FixIt(range: written.trailingSpace, replacement: "")))
        }
        let last = line.last.offset
        if let semicolon = written.semicolon {
            if semicolon < last {
                let after = SourceRange(start: semicolon + 1, end: line.range.end)
                causes.append(LayoutCause(message: "FioriThemeManager drops only the line's last character, so the text after ';' "
                                          + "stays in the value",
                                          range: after, withoutIt: without(SourceRange(start: semicolon, end: line.range.end)),
                                          fixIt: Diagnostic.FixIt(range: after, replacement: "")))
            }
        } else {
            causes.append(LayoutCause(message: "this line does not end with ';': FioriThemeManager drops its last character anyway",
                                      range: SourceRange(start: last, end: line.range.end),
                                      withoutIt: file.text(SourceRange(start: raw.start, end: line.range.end)),
                                      fixIt: Diagnostic.FixIt(range: .point(line.range.end), replacement: ";")))
        }
        let deciding = causes.filter { ThemeManagerColor.color(of: $0.withoutIt) != read }
        let consequence = consequence(reading: definition.value, as: read, meant: meant, key: definition.key)
        for cause in deciding.isEmpty ? causes : deciding {
            report(.definitionNotRead, cause.message + ": " + consequence, cause.range, fixIt: cause.fixIt)
        }
        if causes.isEmpty {
            report(.definitionNotRead, "FioriThemeManager reads the value as everything from after ':' to before the line's last "
                   + "character: " + consequence, raw)
        }
    }

    /// `it reads ' blue', which is not a colour, so '@tintColor' keeps the SDK colour`.
    private func consequence(reading raw: String, as read: ColorValue?, meant: ColorValue?, key: String) -> String {
        guard let read else {
            return "it reads \(PaletteLineChecker.quoted(raw)), which is not a colour, so '@\(key)' keeps the SDK colour"
        }
        let instead = meant.map { ", not " + PaletteLineChecker.describe($0) } ?? ""
        return "it reads \(PaletteLineChecker.quoted(raw)) as \(PaletteLineChecker.describe(read))\(instead)"
    }

    /// `space`, `spaces`, `tab` or `whitespace`, for the whitespace in `range`.
    private func spaceNoun(_ range: SourceRange) -> String {
        let text = file.text(range)
        if text.allSatisfy({ $0 == " " }) { return text.count == 1 ? "space" : "spaces" }
        if text.allSatisfy({ $0 == "\t" }) { return text.count == 1 ? "tab" : "tabs" }
        return "whitespace"
    }

    /// A colour as messages name it: `#0A6ED1FF`, `SwiftUI's blue`, `the palette colour 'primary1'`.
    static func describe(_ color: ColorValue) -> String {
        switch color {
        case .rgba(let rgba): return rgba.hex
        case .named(let name, let rgba): return "UIKit's \(name)" + (rgba.map { " (\($0.hex))" } ?? "")
        case .swiftUI(let name, let rgba): return "SwiftUI's \(name)" + (rgba.map { " (\($0.hex))" } ?? "")
        case .palette(let style, let scheme):
            switch scheme {
            case .device: return "the palette colour '\(style)'"
            case .variant(let variant): return "the palette colour '\(style)\(variant.suffix)'"
            default: return "the palette colour '\(style)_\(scheme.backgroundSchemeName!)'"
            }
        }
    }
}
