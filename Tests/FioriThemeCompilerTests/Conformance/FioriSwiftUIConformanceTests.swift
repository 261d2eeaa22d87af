import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// fdlc's `--target fiori-swiftui` against FioriThemeManager's own code, on every case of
/// `Fixtures/conformance/fiori-swiftui/` and the real files of `Fixtures/conformance/real/`
/// (see the README there). Per case:
///
/// - a file the runtime cannot decode gets an error saying so, and nothing is compiled;
/// - a file it decodes gets no error, since the runtime reads what it can line by line;
/// - for every palette style × variant, the colour fdlc's table gives through
///   ``Theme/paletteOverride(for:variant:)`` is the one the runtime applies, or a diagnostic
///   on that line says the runtime reads it differently or not at all;
/// - no such diagnostic stands on a line the runtime reads exactly as written
///   (``PlainDefinitionLines``).
@Suite("FioriThemeManager conformance")
struct FioriSwiftUIConformanceTests {
    /// Diagnostics that say the runtime reads a line differently or not at all.
    static let readsDifferently: Set<DiagnosticCode> = [
        .invalidUTF8, .aliasNotResolved, .variableInsideValue, .portabilityValue, .definitionNotRead,
        .commentedDefinitionRead,
    ]

    @Test("the suite is complete")
    func populated() {
        #expect(FioriSwiftUICase.all.count == 360)
        #expect(FioriSwiftUICase.all.contains { !$0.readable })
    }

    @Test("fdlc compiles what FioriThemeManager applies", arguments: FioriSwiftUICase.all)
    func conformance(_ testCase: FioriSwiftUICase) throws {
        let file = SourceFile(path: testCase.path, bytes: try testCase.bytes)
        let result = Compiler(target: .fioriSwiftUI).compile([file])
        let report = result.diagnostics.map { "\($0.location) \($0.code.rawValue) \($0.message)" }.joined(
            separator: "\n  ")
        guard testCase.readable else {
            #expect(
                result.diagnostics.contains {
                    $0.code == .invalidUTF8 && $0.severity == .error && $0.message.contains("FioriThemeManager")
                },
                "\(testCase.path): the runtime cannot decode this file, and fdlc does not say so:\n  \(report)")
            #expect(result.table == nil)
            return
        }
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.isEmpty,
            "\(testCase.path): the runtime reads this file line by line, but fdlc reports errors:\n  \(report)")
        let theme = Theme(table: result.table ?? StyleTable())
        let styles = Set(Palette.styleNames).union(testCase.applied.keys)
        for style in styles.sorted() {
            for variant in ColorVariant.allCases {
                let runtime = testCase.applied[style]?[variant]
                let override = theme.paletteOverride(for: style, variant: variant)
                let applied = runtime?.color ?? .sdk
                let compiled = ComparedColor(override)
                guard applied != compiled else { continue }
                let lines = [runtime?.line, override?.origin.line].compactMap { $0 }
                let covered = result.diagnostics.contains { diagnostic in
                    Self.readsDifferently.contains(diagnostic.code)
                        && lines.contains { line in
                            diagnostic.location.line <= line && line <= file.location(of: diagnostic.range.end).line
                        }
                }
                #expect(
                    covered,
                    """
                    \(testCase.path) (\(testCase.summary)): \(style) in \(variant.rawValue): the runtime applies \(applied)\
                    \(runtime.map { " (line \($0.line), value '\($0.raw)')" } ?? ""), fdlc's table gives \(compiled)\
                    \(override.map { " (line \($0.origin.line))" } ?? ""), and no diagnostic on the line says the runtime reads it \
                    differently:
                      \(report)
                    """)
            }
        }
        let plain = PlainDefinitionLines.ranges(in: file.bytes, applied: testCase.applied)
        for diagnostic in result.diagnostics where Self.readsDifferently.contains(diagnostic.code) {
            #expect(
                !plain.contains { $0.contains(diagnostic.range.start) },
                "\(testCase.path): false alarm, the runtime reads this line exactly as written: \(diagnostic.location) \(diagnostic.code.rawValue) \(diagnostic.message)"
            )
        }
    }

    @Test("fdlc's table equals what FioriThemeManager applies in every case, with or without a diagnostic")
    func exact() throws {
        var mismatches: [String] = []
        for testCase in FioriSwiftUICase.all where testCase.readable {
            let file = SourceFile(path: testCase.path, bytes: try testCase.bytes)
            let theme = Theme(table: Compiler(target: .fioriSwiftUI).compile([file]).table ?? StyleTable())
            for style in Set(Palette.styleNames).union(testCase.applied.keys) {
                for variant in ColorVariant.allCases {
                    let applied = testCase.applied[style]?[variant]?.color ?? .sdk
                    let compiled = ComparedColor(theme.paletteOverride(for: style, variant: variant))
                    if applied != compiled {
                        mismatches.append("\(testCase.path): \(style)\(variant.suffix): \(applied) ≠ \(compiled)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.joined(separator: "\n"))")
    }
}
