import Testing

@testable import FioriThemeCompiler
@testable import FioriThemePreview

@Suite("Preview: HTML writer")
struct HTMLWriterTests {
    @Test("text and attribute values are escaped; attributes keep their order; nil ones are left out")
    func escaping() {
        var html = HTMLWriter()
        html.open("p", ["title": "a < b & \"c\" 'd'", "class": nil, "data-x": ">"])
        html.text("<script>alert('x')</script> & more")
        html.close("p")
        #expect(
            html.html == "<p title=\"a &lt; b &amp; &quot;c&quot; &#39;d&#39;\" data-x=\"&gt;\">"
                + "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more</p>")
    }

    @Test("line breaks and tabs stay; other control characters, which HTML forbids, become U+FFFD")
    func controlCharacters() {
        #expect(
            HTMLWriter.escape("a\nb\tc\0d\u{7}e\u{7F}f\u{85}g\r")
                == "a\nb\tc\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g\u{FFFD}")
        #expect(HTMLWriter.escape("é → 🎨") == "é → 🎨")
    }

    @Test("element writes open tag, escaped text and close tag; attribute lists built at run time work alike")
    func element() {
        var html = HTMLWriter()
        html.element("code", ["class": "hex"], text: "#0A6ED1FF")
        html.open("span", attributes: [("a", "1"), ("b", nil), ("c", "&")])
        html.close("span")
        #expect(html.html == "<code class=\"hex\">#0A6ED1FF</code><span a=\"1\" c=\"&amp;\"></span>")
    }
}
