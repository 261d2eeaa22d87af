import Testing

@testable import FioriThemeCore
@testable import FioriThemeSyntax

/// A file's `NameTable` is also looked up by a `String` (what ``VariableTable`` does for a
/// name that is not in the text): the same id as the bytes in the file give, wherever they
/// stand and however long they are.
@Suite("Name table")
struct NameTableTests {
    @Test("a name found by its text has the id its bytes in the file have; one not in the file has none")
    func findByText() {
        // Names at the start of the file, after it, shorter and longer than 8 bytes, and
        // exactly 8 and 16 bytes long (the hash reads eight bytes at a time).
        let text = "ab x-y brandBlue fdlFUIKPIView_tintColor 12345678 1234567812345678 ab é"
        let bytes = Array(text.utf8)
        var table = NameTable()
        var ranges: [SourceRange] = []
        var start = 0
        for index in bytes.indices + [bytes.count] where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
            ranges.append(SourceRange(start: start, end: index))
            start = index + 1
        }
        let ids = bytes.withUnsafeBufferPointer { buffer in ranges.map { table.intern($0, in: buffer) } }
        #expect(ids[0] == ids[6], "'ab' twice is one name")
        bytes.withUnsafeBufferPointer { buffer in
            for (range, id) in zip(ranges, ids) {
                let name = String(decoding: buffer[range.start..<range.end], as: UTF8.self)
                #expect(table.find(name, in: buffer) == id, "\(name)")
            }
            for absent in ["", "a", "abc", "brandblue", "brandBlue2", "1234567", "123456781234567", "e"] {
                #expect(table.find(absent, in: buffer) == nil, "\(absent)")
            }
        }
    }
}
