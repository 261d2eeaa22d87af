import FioriThemeTestSupport
import Testing

@testable import FioriTheme
@testable import FioriThemeOutput

/// `JSONStreamWriter` writes, member by member, the bytes ``JSONValue/serialized(pretty:)``
/// writes for the tree, pretty or compact, into a buffer it grows or, given a sink, in pieces
/// of a fixed size (what `fdlc lsp` sends a large response in).
@Suite("JSON stream writer")
struct JSONStreamWriterTests {
    /// A random tree up to `depth` deep: every kind of value, empty containers, strings that
    /// need escapes or are not ASCII, and strings longer than a writer's piece.
    static func randomValue(_ random: inout SeededRandom, depth: Int) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 9 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return .int(Int.random(in: -1_000_000...Int.max / 2, using: &random))
        case 3: return .double(random.pick([0.5, -3.25, 1e-7, 2.0, 1e300, 0.1]))
        case 4:
            return .string(random.pick(["", "plain", "a \"quoted\"\n\ttext\\", "\u{1}\u{7F}", "café 🎨", "@brandBlue"]))
        case 5: return .string(String(repeating: "long text ", count: Int.random(in: 0..<30, using: &random)))
        case 6, 7:
            return .array(
                (0..<Int.random(in: 0..<6, using: &random)).map { _ in randomValue(&random, depth: depth - 1) })
        default:
            var members: [String: JSONValue] = [:]
            for index in 0..<Int.random(in: 0..<6, using: &random) {
                members[random.pick(["b", "a", "range", "é", "\"k\"", "z\(index)"])] = randomValue(
                    &random, depth: depth - 1)
            }
            return .object(members)
        }
    }

    @Test("pretty and compact, grown or handed to a sink in pieces: the bytes of the tree's serialisation")
    func matchesTheTree() {
        var random = SeededRandom(seed: 26)
        for _ in 0..<300 {
            let value = Self.randomValue(&random, depth: 4)
            for pretty in [true, false] {
                let expected = value.serializedBytes(pretty: pretty)
                var grown = JSONStreamWriter(capacity: 16, pretty: pretty)
                grown.writeMemberByMember(value)
                let text = grown.finish()
                #expect(Array(text.utf8) == (pretty ? expected : expected + [UInt8(ascii: "\n")]))

                var pieces: [[UInt8]] = []
                var streamed = JSONStreamWriter(chunk: 64, pretty: pretty) { pieces.append(Array($0)) }
                streamed.writeMemberByMember(value)
                streamed.flush()
                #expect(Array(pieces.joined()) == (pretty ? Array(expected.dropLast()) : expected))
                #expect(pieces.allSatisfy { $0.count <= 64 && !$0.isEmpty }, "every piece fits the buffer")
            }
        }
    }

    @Test("a whole value written at any depth is the tree's serialisation of it there")
    func wholeValues() {
        let inner: JSONValue = .object(["b": .array([.int(1), .string("x")]), "a": .null])
        let outer: JSONValue = .object(["k": .array([inner, .object([:]), .array([])])])
        for pretty in [true, false] {
            var writer = JSONStreamWriter(capacity: 64, pretty: pretty)
            writer.beginObject()
            writer.fixedKey("k")
            writer.beginArray()
            for item in [inner, .object([:]), .array([])] {
                writer.item()
                writer.value(item)
            }
            writer.endArray()
            writer.endObject()
            #expect(writer.finish() == outer.serialized(pretty: pretty) + (pretty ? "" : "\n"))
        }
    }
}
