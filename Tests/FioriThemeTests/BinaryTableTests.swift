import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler

/// The binary table `fdlc compile --format binary` writes: every theme loads from it equal to
/// its JSON, answers every lookup the same, and a file that is not one, truncated or corrupt
/// is a load error naming the byte, never a crash.
@Suite("Binary table: writing, loading in place, rejecting corrupt files")
struct BinaryTableTests {
    static let themes = StyleTableDecodingTests.compilableThemes

    func compile(_ path: String) throws -> StyleTable {
        try StyleTableDecodingTests().compile(path)
    }

    /// A table with every value type, media, chains, states and overrides of each kind.
    static let awkward: StyleTable = {
        let source = """
            @brand: #0A6ED1;
            @tintColor_darkBackground: #91C8F6;
            @negativeLabel: red;
            Button { font-color: @brand; font-color-disabled: systemBlue; border-width: 1.5; font-style: subheadline;
                     text-align: right; font-name: Menlo; background-image: arrow; border-style: rounded;
                     background-image-insets: 1 2 3 4; background-image-disabled-insets: 2; shadow-offset: 1,2;
                     tint-color-selected: @negativeLabel_darkBackground; tint-color-highlighted: @tintColor; }
            @media (device:ipad) { Button { font-color: #FFFFFF; } Label { font-size: 20; } }
            Label { font-color: @brand; text-line-clamp: 3; exclude-views: UILabel, UIButton; }
            """
        return try! Theme(nss: [SourceFile(path: "awkward ✓.nss", text: source)]).table
    }()

    @Test("there are themes to write")
    func populated() {
        #expect(Self.themes.contains { $0.hasPrefix("Themes/") })
    }

    @Test("compile → binary() → Theme(binary:) gives the theme the JSON gives", arguments: themes)
    func roundTrip(path: String) throws {
        let table = try compile(path)
        let fromJSON = try Theme(json: Array(table.json().serialized().utf8))
        let binary = table.binary()
        let fromBinary = try Theme(binary: binary)
        #expect(fromBinary.table == table)
        #expect(fromBinary == fromJSON)
        #expect(try StyleTable(binary: binary) == table)
        #expect(try Theme(data: Data(binary)) == fromJSON)
        #expect(table.binary() == binary, "the same table gives the same bytes")
    }

    @Test("every media query, value type and override survives, and the index is the one built in memory")
    func awkwardRoundTrip() throws {
        let table = Self.awkward
        #expect(table.classes["Button"]?.mediaProperties.isEmpty == false)
        let theme = try Theme(binary: table.binary())
        #expect(theme.table == table)
        let built = Theme(table: table)
        #expect(theme.index.properties == built.index.properties)
        #expect(theme.index.colors == built.index.colors)
        #expect(theme.index.records == built.index.records)
        #expect(theme.index.buckets == built.index.buckets)
    }

    @Test(
        "lookups, colours and palette overrides of a binary theme equal those of the theme in memory",
        arguments: themes)
    func lookupsAgree(path: String) throws {
        let built = Theme(table: try compile(path))
        let loaded = try Theme(binary: built.table.binary())
        for (classPath, style) in built.table.classes {
            for property in Set(style.properties.values.map(\.baseProperty)) {
                for state in [nil, "pressed"] + Theme.states {
                    #expect(
                        loaded.value(property, for: classPath, state: state)
                            == built.value(property, for: classPath, state: state))
                    for variant in ColorVariant.allCases {
                        #expect(
                            loaded.color(property, for: "View:" + classPath, state: state, variant: variant)
                                == built.color(property, for: "View:" + classPath, state: state, variant: variant))
                    }
                }
            }
        }
        let styles = Set(built.table.paletteOverrides.values.map(\.style)).sorted() + ["tintColor", "nope"]
        for style in styles {
            for variant in ColorVariant.allCases {
                #expect(
                    loaded.paletteOverride(for: style, variant: variant)
                        == built.paletteOverride(for: style, variant: variant))
                let reference = ColorValue.palette(style: style, scheme: .device)
                #expect(loaded.color(reference, variant: variant) == built.color(reference, variant: variant))
            }
        }
    }

    func loadError(_ bytes: [UInt8]) -> StyleTableLoadError? {
        do {
            let theme = try Theme(binary: bytes)
            _ = theme.table
            return nil
        } catch {
            return error
        }
    }

    @Test("a truncated file names the length its header gives")
    func truncated() throws {
        let binary = Self.awkward.binary()
        for length in [0, 3, 4, 20, 31, 32, 100, binary.count / 2, binary.count - 8, binary.count - 1] {
            let error = try #require(loadError(Array(binary.prefix(length))), "\(length) bytes")
            #expect(error.line == 0 && error.column == 0)
            #expect(error.description.hasPrefix("byte \(error.offset): "))
            if length >= 32 { #expect(error.message.hasPrefix("truncated: the header says \(binary.count) bytes")) }
        }
        #expect(loadError(Array("{}".utf8))?.message == "not a binary style table: it does not start with 'FDLT'")
        #expect(loadError(binary + [0, 0, 0, 0, 0, 0, 0, 0])?.message.hasPrefix("longer than its header says") == true)
    }

    @Test("every flipped bit is a load error: the checksum, or the header check before it")
    func bitFlips() throws {
        let binary = Self.awkward.binary()
        for offset in stride(from: 0, to: binary.count, by: 7) {
            var corrupt = binary
            corrupt[offset] ^= 1 << UInt8(offset % 8)
            #expect(loadError(corrupt) != nil, "bit \(offset % 8) of byte \(offset)")
        }
        var corrupt = binary
        corrupt[binary.count - 100] ^= 0x10
        #expect(loadError(corrupt)?.message == "corrupt: the checksum does not match the contents")
    }

    @Test("another version is rejected with the version this library reads")
    func version() {
        var binary = Self.awkward.binary()
        binary[4] = 9
        #expect(loadError(binary)?.message == "unsupported binary table version 9; this fdlc reads version 1")
        #expect(loadError(binary)?.offset == 4)
    }

    static func resealed(_ bytes: [UInt8]) -> [UInt8] { BinaryTableInvariants.resealed(bytes) }

    @Test("a file with a valid checksum but references out of bounds is rejected, never read")
    func craftedReferences() throws {
        let binary = Self.awkward.binary()
        let table = try BinaryTable(bytes: binary)
        let declaration = table.declaration(0)
        let section = Int(BinaryTableLayout.headerSize) + 8 * BinaryTableLayout.Section.buckets.rawValue
        var cases: [(String, Int, [UInt8])] = [
            ("a string lies outside the strings section", declaration + 4, [0xFF, 0xFF, 0, 0]),
            ("unknown value tag 200", declaration + BinaryTableLayout.Entry.tag, [200]),
            ("a list lies outside the lists section", declaration + BinaryTableLayout.Entry.via, [0xFF, 0xFF, 0, 0]),
            ("the buckets section lies outside the file", section, [0xFF, 0xFF, 0xFF, 0]),
        ]
        let buckets = table.range(of: .buckets).lowerBound
        cases.append(("a bucket names no entry", buckets, [0xFF, 0xFF, 0, 0, 1, 0, 0, 0]))
        let records = table.range(of: .records).lowerBound
        cases.append(("an index slot names no declaration", records + 4, [0xFF, 0xFF, 0, 0]))
        cases.append(("an index record runs past the records", records, [0xFF, 0xFF, 0, 0]))
        for (message, offset, patch) in cases {
            var crafted = binary
            crafted.replaceSubrange(offset..<(offset + patch.count), with: patch)
            let error = loadError(Self.resealed(crafted))
            #expect(error?.message.hasPrefix(message) == true, "\(message): \(error?.message ?? "loaded")")
        }
    }

    @Test("bytes changed behind a recomputed checksum load as an error or as a readable theme, never a crash")
    func resealedMutations() throws {
        let binary = Self.awkward.binary()
        var loaded = 0
        for offset in BinaryTableLayout.headerSize..<binary.count {
            for change: UInt8 in [0x01, 0xFF] {
                var mutated = binary
                mutated[offset] ^= change
                #expect(BinaryTableInvariants.violations(mutated).isEmpty, "byte \(offset) ^ \(change)")
                if (try? Theme(binary: Self.resealed(mutated))) != nil { loaded += 1 }
            }
        }
        #expect(loaded > 0, "some changes (a colour, a line) leave a valid table")
        #expect(BinaryTableInvariants.violations(binary).isEmpty)
    }
}
