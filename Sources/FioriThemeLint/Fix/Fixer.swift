import FioriThemeCore
import FioriThemeSemantics

/// Applies the certain fix-its of a file's findings (`fdlc lint --fix`, `fdlc check --fix`),
/// checks the file again, and repeats until nothing is left to fix.
///
/// ```swift
/// let fixer = Fixer(linter: Linter(compiler: Compiler(target: .nui)))
/// let result = fixer.fix(SourceFile(path: "theme.nss", text: "// brand\nLabel { font-size: 12 }\n"))
/// // result.file.bytes: "/* brand */\nLabel { font-size: 12; }\n"; result.remaining: []
/// ```
///
/// A finding's certain fix (``Diagnostic/fixIt``) is applied; its suggestions (a did-you-mean,
/// a literal written as a variable) never are. Each pass takes the certain fixes of the
/// current text, sets aside those that overlap another (they wait for the next pass, on the
/// checked text), applies the rest together and checks the result. The pass is kept when
/// fewer of the findings it fixes (rule and message) are left and no kind of finding became
/// more frequent, bar a warning that an alias is left unused (`FindingCounts`); otherwise
/// its edits are tried in halves, then alone, so one bad edit cannot hold back the others and
/// is never applied. Passes repeat until one changes nothing, at most ``maximumPasses`` times
/// and ``maximumChecks`` checks in all. A fix left over is reported as a suggestion.
public struct Fixer: Sendable {
    /// Every finding of a text, not capped.
    private let findings: @Sendable (SourceFile) -> [Diagnostic]
    /// The runtime the findings are for.
    public let target: Target

    /// The most passes over one file.
    public static let maximumPasses = 8
    /// The most times one file is checked again after edits.
    public static let maximumChecks = 64

    /// Fixes what `linter` reports, with its target, severities and suppressions: a rule that
    /// is off or a suppressed finding is not fixed.
    public init(linter: Linter) {
        findings = { linter.findings($0) }
        target = linter.compiler.target
    }

    /// Fixes what `compiler` reports (`fdlc check`), with `severities` replacing the rules'
    /// defaults: a rule that is off is not fixed.
    public init(compiler: Compiler, severities: [DiagnosticCode: RuleSeverity] = [:]) {
        findings = { file in
            var analysis = compiler.analyze(file, collecting: FindingPolicy(limit: nil, severities: severities))
            return analysis.findings.finish()
        }
        target = compiler.target
    }

    /// What fixing a file did.
    public struct Result: Sendable {
        /// The fixed text, under the original path (the original file when nothing was fixed).
        public let file: SourceFile
        /// The findings whose fix-its were applied, each located in the text it was found in.
        public let fixed: [Diagnostic]
        /// What is left in the fixed text, as `lint` or `check` reports it (capped per file).
        public let remaining: [Diagnostic]

        /// Whether the text changed.
        public var changed: Bool { !fixed.isEmpty }
    }

    /// Fixes `file`.
    public func fix(_ file: SourceFile) -> Result {
        var current = file
        var currentFindings = findings(file)
        var fixed: [Diagnostic] = []
        var checks = 0
        for _ in 0..<Fixer.maximumPasses {
            let edits = FixEdit.selection(from: currentFindings, in: current, where: Fixer.isCertain)
            guard !edits.isEmpty else { break }
            var pass = Pass(file: current, findings: currentFindings)
            var groups = [edits[...]]  // a stack: the last group is tried next
            while let group = groups.popLast(), checks < Fixer.maximumChecks {
                checks += 1
                if !pass.tryAdding(group, findings: findings), group.count > 1 {
                    let middle = group.startIndex + group.count / 2
                    groups += [group[middle...], group[..<middle]]
                }
            }
            guard !pass.accepted.isEmpty else { break }
            fixed += pass.accepted.map(\.diagnostic)
            current = pass.file
            currentFindings = pass.findings
        }
        let remaining = Fixer.refused(currentFindings).capped(at: Compiler.maximumDiagnosticsPerFile)
        return Result(file: current, fixed: fixed, remaining: remaining)
    }

    /// `findings` left after fixing, each fix that is still there (refused: it would have made
    /// something worse in this file) turned into a suggestion, so what `--fix` reports as a
    /// `fix:` is always what it applies.
    package static func refused(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.map { finding in
            guard let fixIt = finding.fixIt else { return finding }
            var demoted = finding
            demoted.fixIt = nil
            demoted.suggestions.insert(fixIt, at: 0)
            return demoted
        }
    }

    /// Whether `--fix` applies `diagnostic`'s fix: it has a certain one (``Diagnostic/fixIt``);
    /// its ``Diagnostic/suggestions`` are never applied.
    public static func isCertain(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.fixIt != nil
    }
}

/// One pass: the edits kept so far over the text the pass started from, and what the text
/// with them applied is found to hold.
private struct Pass {
    let original: SourceFile
    private(set) var accepted: [FixEdit] = []
    private(set) var file: SourceFile
    private(set) var findings: [Diagnostic]
    private var counts: FindingCounts

    init(file: SourceFile, findings: [Diagnostic]) {
        original = file
        self.file = file
        self.findings = findings
        counts = FindingCounts(findings)
    }

    /// Applies `group` with the edits kept so far and checks the result; keeps the group and
    /// returns true when it improves the text.
    mutating func tryAdding(_ group: ArraySlice<FixEdit>, findings check: (SourceFile) -> [Diagnostic]) -> Bool {
        let trial = (accepted + group).sorted { $0.range.start < $1.range.start }
        let trialFile = SourceFile(path: original.path, bytes: FixEdit.apply(trial, to: original.bytes))
        let trialFindings = check(trialFile)
        let trialCounts = FindingCounts(trialFindings)
        let fixing = Set(group.map { FindingCounts.Finding($0.diagnostic) })
        guard counts.isImproved(by: trialCounts, fixing: fixing) else { return false }
        accepted = trial
        file = trialFile
        findings = trialFindings
        counts = trialCounts
        return true
    }
}
