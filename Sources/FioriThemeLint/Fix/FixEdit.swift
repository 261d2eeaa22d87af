import FioriThemeCore

/// One fix-it to apply, with the finding it comes from.
struct FixEdit {
    /// The bytes replaced (empty to insert).
    let range: SourceRange
    /// The new bytes.
    let replacement: [UInt8]
    /// The finding the edit fixes.
    let diagnostic: Diagnostic

    /// The edits of `diagnostics` that a pass can apply together: at most one edit per
    /// place, none overlapping another, in the order of the text. Two edits conflict when
    /// their ranges share a byte or both start at one offset (two insertions there, or an
    /// insertion at the start of a replacement, have no certain order); the earlier one in
    /// the text is kept and the later one waits for the next pass, when the text is checked
    /// again. Identical edits (one problem reported twice) count once. An edit whose range holds
    /// bytes that are not UTF-8 is not applied (its finding shows it as a suggestion): its
    /// replacement is text, which cannot carry those bytes, so it would rewrite more than its fix.
    static func selection(from diagnostics: [Diagnostic], in file: SourceFile, where isApplicable: (Diagnostic) -> Bool)
        -> [FixEdit]
    {
        var edits: [FixEdit] = []
        for diagnostic in diagnostics where diagnostic.file === file && isApplicable(diagnostic) {
            guard let fixIt = diagnostic.fixIt, fixIt.range.start >= 0, fixIt.range.start <= fixIt.range.end,
                fixIt.range.end <= file.bytes.count,
                String(validating: file.bytes[fixIt.range.start..<fixIt.range.end], as: UTF8.self) != nil
            else { continue }
            edits.append(
                FixEdit(range: fixIt.range, replacement: Array(fixIt.replacement.utf8), diagnostic: diagnostic))
        }
        edits.sort { lhs, rhs in
            if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
            if lhs.range.end != rhs.range.end { return lhs.range.end < rhs.range.end }
            return lhs.replacement.lexicographicallyPrecedes(rhs.replacement)
        }
        var selected: [FixEdit] = []
        for edit in edits {
            guard let last = selected.last else {
                selected.append(edit)
                continue
            }
            if edit.range == last.range && edit.replacement == last.replacement { continue }
            if edit.range.start < last.range.end || edit.range.start == last.range.start { continue }
            selected.append(edit)
        }
        return selected
    }

    /// `bytes` with `edits` applied; the edits are in text order and do not overlap.
    static func apply(_ edits: [FixEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.count })
        var position = 0
        for edit in edits {
            result += bytes[position..<edit.range.start]
            result += edit.replacement
            position = edit.range.end
        }
        result += bytes[position...]
        return result
    }
}
