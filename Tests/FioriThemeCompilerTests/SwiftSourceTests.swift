import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeOutput
@testable import FioriThemeSemantics

/// The pieces of generated Swift: names, literals, and the same bytes for the same table
/// whatever order it was built in. (That the output compiles and equals the JSON is tested
/// end to end, in `fdlcTests/GeneratedSwiftTests`.)
@Suite("Generated Swift: identifiers, literals, determinism")
struct SwiftSourceTests {
    @Test("identifiers: ASCII letters, digits and '_', not first a digit, not a keyword")
    func identifiers() {
        for name in ["brand", "fioriBrand", "_brand", "Brand2", "b", "get", "package", "async"] {
            #expect(SwiftSource.isIdentifier(name), "\(name)")
        }
        for name in [
            "", "2brand", "brand-theme", "brand theme", "bränd", "default", "class", "self", "Self", "Type",
            "Protocol", "_", "init", "`brand`", "$0", "a.b",
        ] {
            #expect(!SwiftSource.isIdentifier(name), "\(name)")
        }
    }

    @Test("a string literal escapes what would end it, interpolate or hide")
    func strings() {
        #expect(SwiftSource.string(#"a"b\c\(d)"#) == #""a\"b\\c\\(d)""#)
        #expect(SwiftSource.string("line\nbreak\r\ttab\u{0}nul") == #""line\nbreak\r\ttab\u{0}nul""#)
        // Bidirectional overrides, zero-width and separator characters are shown, not hidden.
        #expect(SwiftSource.string("a\u{202E}b\u{200B}c\u{2028}d\u{85}") == #""a\u{202E}b\u{200B}c\u{2028}d\u{85}""#)
        #expect(SwiftSource.string("ünï 🎨") == "\"ünï 🎨\"")
        #expect(SwiftSource.comment("a\nb") == #"a\nb"#)
    }

    @Test("a number literal reads back as the same Double")
    func numbers() {
        for value in [
            0.0, -0.0, 1, 14, 0.1, -2.5e-3, 1e-5, 9_007_199_254_740_992, 1e300, -Double.greatestFiniteMagnitude,
            Double.leastNormalMagnitude,
        ] {
            let literal = SwiftSource.double(value)
            #expect(Double(literal)?.bitPattern == value.bitPattern, "\(literal)")
            #expect(literal.contains(".") || literal.contains("e"), "\(literal) would be an integer literal")
        }
        // A subnormal literal makes Swift warn that it underflows: it is written by its bits.
        #expect(SwiftSource.double(Double.leastNonzeroMagnitude) == "Double(bitPattern: 0x1)")
        #expect(SwiftSource.double(-Double.leastNonzeroMagnitude) == "Double(bitPattern: 0x8000000000000001)")
    }

    @Test("the same table gives the same source, whatever order its dictionaries were filled in")
    func deterministic() throws {
        let source =
            "@tintColor: #0A6ED1;\nLabel { font-color: red; font-size: 12; }\nButton { font-color: blue; }\n@media (device:ipad) { Button { font-size: 20; } }\n"
        let table = try #require(Compiler().compile([SourceFile(path: "t.nss", text: source)]).table)
        var reversed = StyleTable()
        for (path, style) in table.classes.sorted(by: { $0.key > $1.key }) {
            var copy = ClassStyle()
            for (key, property) in style.properties.sorted(by: { $0.key > $1.key }) { copy.properties[key] = property }
            copy.mediaProperties = style.mediaProperties
            reversed.classes[path] = copy
        }
        reversed.paletteOverrides = table.paletteOverrides
        let text = table.swiftSource(name: "brand", isPublic: false, inputs: ["t.nss"])
        #expect(reversed.swiftSource(name: "brand", isPublic: false, inputs: ["t.nss"]) == text)
        #expect(text.contains("\n    static let brand = Theme(table: CompiledTable.table())\n"))
        #expect(
            table.swiftSource(name: "brand", isPublic: true, inputs: ["t.nss"])
                == text.replacingOccurrences(of: "    static let brand", with: "    public static let brand"))
        // One call per property, classes and keys sorted, a media declaration after its class's
        // plain ones, then the palette overrides.
        let calls = text.split(separator: "\n").filter { $0.hasPrefix("        table.") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            calls == [
                #"table.property("Button", "font-color","#,
                #"table.property("Button", "font-size", media: "device:ipad","#,
                #"table.property("Label", "font-color","#, #"table.property("Label", "font-size","#,
                #"table.paletteOverride("tintColor", style: "tintColor", variant: nil,"#,
            ])
    }

    @Test("the table is filled in functions of at most 16 calls, called in order")
    func parts() throws {
        let source = (0..<40).map { "View\($0) { font-size: \($0); }" }.joined(separator: "\n")
        let table = try #require(Compiler().compile([SourceFile(path: "t.nss", text: source)]).table)
        let text = table.swiftSource(name: "big", isPublic: false, inputs: ["t.nss"])
        #expect(
            text.contains(
                "        var table = Table()\n        part0(&table)\n        part1(&table)\n        part2(&table)\n        return table.built\n"
            ))
        let parts = text.components(separatedBy: "private static func part").dropFirst()
        #expect(parts.map { $0.components(separatedBy: "table.property(").count - 1 } == [16, 16, 8])
        #expect(!text.contains("part3"))
        // An empty table needs no parts and no helper type.
        let empty = StyleTable().swiftSource(name: "empty", isPublic: false, inputs: [])
        #expect(
            empty.contains("    static func table() -> StyleTable {\n        StyleTable()\n    }\n")
                && !empty.contains("part0"))
    }
}
