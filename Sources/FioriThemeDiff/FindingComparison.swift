import FioriThemeCore

/// Compares the lint findings of two versions by rule and message, not by position, so a
/// finding that only moved is not new.
enum FindingComparison {
    /// The findings of `new` beyond those of `old` with the same code and message (each old
    /// finding matches one new one), in the order of `new`.
    static func newFindings(old: [Diagnostic], new: [Diagnostic]) -> [Diagnostic] {
        var remaining: [String: Int] = [:]
        for finding in old { remaining[key(finding), default: 0] += 1 }
        return new.filter { finding in
            let key = key(finding)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// `FDL407 \0 message`: what two versions' findings are matched by.
    private static func key(_ finding: Diagnostic) -> String {
        finding.code.rawValue + "\0" + finding.message
    }
}
