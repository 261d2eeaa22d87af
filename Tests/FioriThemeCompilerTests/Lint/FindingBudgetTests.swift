import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics

/// Findings past the per-file limit are counted, never built (``DiagnosticCollector``): what
/// `lint` and `check` report must be exactly what collecting every finding and capping the
/// list afterwards reports, on every file at hand and on generated files with thousands of
/// findings, with severities and suppression comments in play, for every target.
@Suite("Findings past the limit are not built")
struct FindingBudgetTests {
    static let limit = Compiler.maximumDiagnosticsPerFile

    /// A configuration's `rules` that turn findings off, up and down, so the cap counts what
    /// is left after them.
    static let severities: [DiagnosticCode: RuleSeverity] = [
        .duplicateDefinition: .off, .undefinedVariable: .warning, .unknownProperty: .error, .unusedVariable: .error,
        .duplicateProperty: .off, .emptyRule: .warning, .lineComment: .off, .invalidValue: .warning,
    ]

    /// Generated files with far more than ``limit`` findings, in every order the checks and
    /// rules find them in, with suppression comments before, inside and past the cap.
    static let generated: [(name: String, text: String)] = {
        var files: [(String, String)] = [
            ("repeated-alias", String(repeating: "@a:@b;", count: 3_000)),
            (
                "bench-lsp-large",
                (0..<600).map {
                    "@color\($0): #0A6ED1;\nCustom\($0) { tint-colr: @color\($0); font-colour: @missing\($0); }\n"
                }
                .joined()
            ),
            (
                "errors-after-the-cap",
                (0..<800).map { "@unused\($0): #FFFFFF;\n" }.joined()
                    + (0..<50).map { "fdlFUIKPIView { tint-color: bogus\($0); }\n" }.joined()
            ),
            (
                "media-on-some-devices",
                (0..<400).map {
                    "@media (device:iphone) { Label\($0) { font-color: @nope\($0); font-size: x\($0); } }\n"
                        + "View\($0) { border-radius: 3; tint-colr: red; }\n"
                }.joined()
            ),
            (
                "rejected-by-nui",
                "Label { font-size: 1 \n// a comment\n"
                    + (0..<700).map { "Label\($0) { font-colour: #12345; font-size: big; }\n" }.joined()
            ),
            (
                "palette-lines",
                (0..<400).map { "@tintColor\($0): #ZZZZZZ;\n@primaryLable\($0): #123;\n@quarternaryLabel: #000;\n" }
                    .joined()
            ),
            (
                "suppressed",
                (0..<500).map { index in
                    (index % 17 == 0 ? "/* fdlc-disable-next-line FDL201 */\n" : "")
                        + (index % 23 == 0 ? "/* fdlc-disable-next-line FDL210 */\n" : "")
                        + (index == 300 ? "/* fdlc-disable FDL210 */\n" : "")
                        + (index == 350 ? "/* fdlc-enable FDL210 */\n/* fdlc-enable FDL999 */\n" : "")
                        + (index == 450 ? "/* fdlc-bogus */\n" : "")
                        + "@c\(index): #0A6ED1;\nfdlFUIC\(index) { tint-colr: @c\(index); font-colour: @m\(index); "
                        + "font-size: 12; font-size: 13; }\nEmpty\(index) { }\n"
                }.joined() + "/* fdlc-disable-file FDL407 */\n"
            ),
            (
                // More than SuggestionMemo.limit misspelt names suppressed first: the names
                // reported after them get a did-you-mean as if every finding were built.
                "suppressed-names",
                "/* fdlc-disable FDL201, FDL210, FDL212 */\n"
                    + (0..<150).map {
                        "L\($0) { font-color: @name\($0)x; tint-colorx\($0): red; }\nfdlFUIKx\($0) { tint-color: red; }\n"
                    }
                    .joined()
                    + "/* fdlc-enable */\n"
                    + (150..<300).map {
                        "L\($0) { font-color: @name\($0)x; tint-colorx\($0): red; }\nfdlFUIKx\($0) { tint-color: red; }\n"
                    }.joined()
                    + (0..<300).map { "@name\($0): #FFFFFF;\n" }.joined()
                    + (0..<200).map { "@unused\($0): #FFFFFF;\n" }.joined()
            ),
        ]
        let pieces = [
            "@a:@b;", "@a: @a;", "Label { font-size: x; }", "fdlFUIX { tint-colr: red; }",
            "/* fdlc-disable-next-line */",
            "// c\n", "@media (device:ipad) { L { font-color: @q; } }", "}", "{", ";", "@x: 1; @x: 2;", "E { }",
            "L { a: 1; a: 2; }", "\n", "/* fdlc-disable FDL203 */", "/* fdlc-enable */", "@tintColor: #12;",
        ]
        for seed in 1...3 {
            var random = SeededRandom(seed: UInt64(seed))
            files.append(("random-\(seed)", (0..<3_000).map { _ in random.pick(pieces) }.joined()))
        }
        return files
    }()

    /// The report of a file and what the same findings, every one collected, capped afterwards
    /// give, rendered as `fdlc --format json` renders them.
    static func reports(_ file: SourceFile, _ target: Target, _ severities: [DiagnosticCode: RuleSeverity])
        -> [(what: String, capped: String, uncapped: String)]
    {
        let compiler = Compiler(target: target)
        let linter = Linter(compiler: compiler, severities: severities)
        var every = compiler.analyze(file, collecting: FindingPolicy(limit: nil, severities: severities))
        let json = { (diagnostics: [Diagnostic]) in DiagnosticRenderer.json(diagnostics).serialized() }
        return [
            ("lint", json(linter.lint(file)), json(linter.findings(file).capped(at: limit))),
            (
                "check", json(compiler.check([file], severities: severities)),
                json(every.findings.finish().capped(at: limit))
            ),
        ]
    }

    static func expectSame(_ file: SourceFile, _ name: String, configurations: [[DiagnosticCode: RuleSeverity]]) {
        for target in Target.allCases {
            for severities in configurations {
                for report in reports(file, target, severities) {
                    #expect(
                        report.capped == report.uncapped,
                        "\(report.what) --target \(target.rawValue) \(name)\(severities.isEmpty ? "" : " with rules")")
                }
            }
        }
    }

    @Test(
        "on generated files with thousands of findings, the report is every finding capped afterwards",
        arguments: generated.indices)
    func generatedFile(_ index: Int) {
        let (name, text) = Self.generated[index]
        let file = SourceFile(path: "\(name).nss", text: text)
        #expect(Linter().findings(file).count > Self.limit + 300, "\(name) has too few findings")
        Self.expectSame(file, name, configurations: [[:], Self.severities])
    }

    @Test("on every theme, fixture and corpus file, the report is every finding capped afterwards")
    func corpus() throws {
        #expect(FormatCorpusTests.files.count >= 400)
        for path in FormatCorpusTests.files {
            Self.expectSame(
                SourceFile(path: path, bytes: try FormatCorpusTests.bytes(path)), path, configurations: [[:]])
        }
    }

    // MARK: - The collector

    /// A finding of `code` at `start`.
    static func finding(_ code: DiagnosticCode, at start: Int, in file: SourceFile) -> Diagnostic {
        Diagnostic(code, "finding at \(start)", file: file, range: SourceRange(start: start, end: start + 1))
    }

    @Test("findings found in document order: only the first `limit` are built, the rest counted")
    func documentOrder() {
        let file = SourceFile(path: "t.nss", text: String(repeating: " ", count: 20_000))
        var collector = DiagnosticCollector(file: file, limit: Self.limit)
        var built = 0
        for start in 0..<10_000 where collector.admits(.unusedVariable, at: SourceRange(start: start, end: start + 1)) {
            built += 1
            collector.append(Self.finding(.unusedVariable, at: start, in: file))
        }
        #expect(built == Self.limit)
        let report = collector.finish()
        #expect(report.count == Self.limit + 1)
        #expect(report.prefix(Self.limit).map(\.range.start) == Array(0..<Self.limit))
        #expect(report.last?.code == .tooManyDiagnostics)
        #expect(report.last?.range.start == Self.limit, "at the first left out")
        #expect(
            report.last?.message
                == "9500 more diagnostics in this file are not shown (0 errors); fix the ones above first")
        #expect(report.last?.severity == .warning)
    }

    @Test("findings found in any order: a few times `limit` are built, and the first in report order are kept")
    func anyOrder() {
        let count = 20_000
        let file = SourceFile(path: "t.nss", text: String(repeating: " ", count: count + 1))
        var random = SeededRandom(seed: 42)
        let starts = (0..<count).map { _ in Int.random(in: 0..<count, using: &random) }
        var collector = DiagnosticCollector(file: file, limit: Self.limit)
        var built = 0
        for start in starts where collector.admits(.invalidValue, at: SourceRange(start: start, end: start + 1)) {
            built += 1
            collector.append(Self.finding(.invalidValue, at: start, in: file))
        }
        // A random order evicts about limit × ln(count / limit) findings once built.
        #expect(built < Self.limit * 6, "\(built) built")
        let expected = starts.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
        let report = collector.finish()
        #expect(report.dropLast().map(\.range.start) == expected.prefix(Self.limit).map(\.element))
        #expect(report.last?.range.start == expected[Self.limit].element)
        #expect(report.last?.severity == .error, "an error left out makes the count an error")
    }

    @Test("severities apply before the limit: a rule that is off is not counted, one set to an error counts as one")
    func severitiesFirst() {
        let file = SourceFile(path: "t.nss", text: String(repeating: " ", count: 2_000))
        var collector = DiagnosticCollector(
            file: file, limit: 10, severities: [.unusedVariable: .off, .undefinedVariable: .error])
        for start in 0..<100 {
            collector.add(
                Self.finding(start.isMultiple(of: 2) ? .unusedVariable : .undefinedVariable, at: start, in: file))
        }
        let report = collector.finish()
        #expect(report.count == 11)
        #expect(report.dropLast().allSatisfy { $0.code == .undefinedVariable && $0.severity == .error })
        #expect(
            report.last?.message
                == "40 more diagnostics in this file are not shown (40 errors); fix the ones above first")
    }

    @Test("a suppression comment that hides only findings past the limit is used, not reported as unused")
    func suppressionPastTheLimit() {
        let lines = (0..<600).map { "A { font-color: @missing\($0); }" }
        var text = lines[..<550].joined(separator: "\n") + "\n/* fdlc-disable-next-line FDL201 */\n"
        text += lines[550...].joined(separator: "\n") + "\n"
        let file = SourceFile(path: "t.nss", text: text)
        let every = Linter().findings(file)
        #expect(every.count { $0.code == .undefinedVariable } == 599, "the comment hides one finding")
        let report = Linter().lint(file)
        #expect(!report.contains { $0.code == .unusedSuppression })
        #expect(report.count == Self.limit + 1)
        #expect(report.last?.message.hasPrefix("\(every.count - Self.limit) more diagnostics") == true)
    }

    @Test("a finding reported gets the same did-you-mean whether the findings before it are suppressed or not")
    func suggestionsWhateverIsSuppressed() throws {
        let directive = "/* fdlc-disable FDL201, FDL210, FDL212 */"
        let text = try #require(Self.generated.first { $0.name == "suppressed-names" }).text
        let unsuppressed = text.replacingOccurrences(
            of: directive, with: String(repeating: " ", count: directive.count))
        for target in [Target.fiori, .nui] {
            let linter = Linter(compiler: Compiler(target: target))
            let every = linter.findings(SourceFile(path: "t.nss", text: unsuppressed))
            let reported = linter.lint(SourceFile(path: "t.nss", text: text))
            let asked: Set<DiagnosticCode> = [.undefinedVariable, .unknownProperty, .unknownClassPath]
            #expect(reported.count { asked.contains($0.code) } > 100, "\(target.rawValue): enough to compare")
            for finding in reported where asked.contains(finding.code) {
                let same = every.first { $0.code == finding.code && $0.range == finding.range }
                #expect(
                    same?.notes.map(\.message) == finding.notes.map(\.message)
                        && same?.suggestions.map(\.replacement) == finding.suggestions.map(\.replacement),
                    "\(target.rawValue): \(finding.code.rawValue) at \(finding.location)")
            }
        }
    }
}
