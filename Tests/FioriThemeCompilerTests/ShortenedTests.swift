import Testing

@testable import FioriThemeCore

/// How a message quotes text that may be the whole file: whole up to the limit, else cut to
/// one character fewer and `…`, counted in characters (a letter and its accent are one).
@Suite("Quoted text, shortened")
struct ShortenedTests {
    @Test("at most the limit, whole; one more, the limit minus one and an ellipsis")
    func boundaries() {
        #expect("".shortened(to: 4) == "")
        #expect("abcd".shortened(to: 4) == "abcd")
        #expect("abcde".shortened(to: 4) == "abc…")
        #expect(String(repeating: "x", count: 1_000_000).shortened(to: 60).count == 60)
        #expect("e\u{301}e\u{301}e\u{301}".shortened(to: 3) == "e\u{301}e\u{301}e\u{301}", "three characters")
        #expect("e\u{301}e\u{301}e\u{301}e".shortened(to: 3) == "e\u{301}e\u{301}…")
        #expect("abcdef".dropFirst().shortened(to: 4) == "bcd…", "a substring too")
    }
}
