import FioriThemeCore

extension SourceFile {
    /// A fix-it that removes `range`, and its whole line (line break included) when nothing
    /// else but spaces and tabs stands on it.
    func removal(of range: SourceRange) -> Diagnostic.FixIt {
        var start = range.start
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        var end = range.end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        let startsLine = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
        let endsLine = end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D
        guard startsLine, endsLine else { return Diagnostic.FixIt(range: range, replacement: "") }
        if end < bytes.count, bytes[end] == 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 }
        return Diagnostic.FixIt(range: SourceRange(start: start, end: end), replacement: "")
    }
}
