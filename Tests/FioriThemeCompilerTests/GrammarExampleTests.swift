import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSyntax

/// Runs every executable example of `Grammar/nss.ebnf` against the real lexer and parser,
/// so the grammar cannot drift from what fdlc accepts.
@Suite("Grammar examples")
struct GrammarExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var line: Int
        /// nil for `accept`, else the code that must be among the errors.
        var expectedCode: String?
        var input: [UInt8]
        var testDescription: String { "line \(line)" }
    }

    static let examples: [Example] = {
        let url = repositoryRoot.appendingPathComponent("Grammar/nss.ebnf")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("(* accept: ") || line.hasPrefix("(* reject FDL"), line.hasSuffix(" *)") else {
                continue
            }
            let body = line.dropFirst(3).dropLast(3)
            guard let colon = body.range(of: ": ") else { continue }
            let verdict = body[..<colon.lowerBound]
            let code = verdict == "accept" ? nil : String(verdict.dropFirst("reject ".count))
            examples.append(Example(line: index + 1, expectedCode: code, input: unescape(body[colon.upperBound...])))
        }
        return examples
    }()

    /// Decodes the grammar's escapes: `\n \r \t \f \v \0 \xHH \\`.
    static func unescape(_ text: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "\\"), let escape = iterator.next() else {
                bytes.append(byte)
                continue
            }
            switch escape {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "0"): bytes.append(0x00)
            case UInt8(ascii: "x"):
                let digits = [iterator.next(), iterator.next()].compactMap { $0 }
                bytes.append(UInt8(String(decoding: digits, as: UTF8.self), radix: 16) ?? 0)
            default: bytes.append(escape)
            }
        }
        return bytes
    }

    @Test("the grammar has accept and reject examples for every syntax code")
    func coverage() {
        #expect(Self.examples.count >= 100)
        let codes = Set(Self.examples.compactMap(\.expectedCode))
        let syntaxCodes = DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("FDL1") }.map(\.rawValue)
        #expect(Set(syntaxCodes).subtracting(codes).isEmpty, "syntax codes without a reject example")
        #expect(Self.examples.contains { $0.expectedCode == nil })
    }

    @Test("each example parses as the grammar says", arguments: examples)
    func example(_ example: Example) {
        let diagnostics = Parser.parse(SourceFile(path: "example.nss", bytes: example.input)).diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.map(\.code.rawValue)
        if let code = example.expectedCode {
            #expect(errors.contains(code), "expected \(code), got \(errors)")
        } else {
            #expect(errors.isEmpty, "expected no error, got \(errors)")
        }
    }
}
