extension StringProtocol {
    /// The text as a message quotes it: whole when it has at most `limit` characters, else
    /// its first `limit - 1` and `…`, so a quote never takes more than `limit` characters
    /// (a quoted value or run can be the whole file). Only as many characters are read as
    /// are shown.
    package func shortened(to limit: Int) -> String {
        dropFirst(limit).isEmpty ? String(self) : prefix(limit - 1) + "…"
    }
}
