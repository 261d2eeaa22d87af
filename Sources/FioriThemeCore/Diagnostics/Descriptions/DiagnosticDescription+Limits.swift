/// `FDL9xx`: the compiler's own limits.
extension DiagnosticDescription {
    static let tooManyDiagnostics = DiagnosticDescription(
        .tooManyDiagnostics, "too-many-diagnostics", .error,
        summary: "more problems in one file than are shown",
        explanation:
            "At most 500 findings are reported for one file; one more finding, at the first left out, says how many were not shown and is an error when any of them is. Fix the ones shown first. It is reported after severities and suppressions are applied, so neither changes it.",
        bad: "Label { font-colour: red; }\n",
        good: "Label { font-color: red; }\n",
        repetitions: 501)
}
