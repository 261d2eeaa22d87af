/// Builds HTML text: elements with attributes in the order given, text escaped, so the same
/// calls always give the same bytes.
///
/// ```swift
/// var html = HTMLWriter()
/// html.open("p", ["class": "note", "title": "a < b"])
/// html.text("Tom & Jerry")
/// html.close("p")
/// // <p class="note" title="a &lt; b">Tom &amp; Jerry</p>
/// ```
package struct HTMLWriter {
    /// The markup written so far.
    package private(set) var html = ""

    package init() {}

    /// Opens `tag` with `attributes`, in order; an attribute whose value is nil is left out.
    package mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        open(tag, attributes: attributes.map { ($0.key, $0.value) })
    }

    /// Opens `tag` with a list of attributes built at run time, in order; an attribute whose
    /// value is nil is left out.
    package mutating func open(_ tag: String, attributes: [(String, String?)]) {
        html += "<" + tag
        for (name, value) in attributes {
            guard let value else { continue }
            html += " " + name + "=\"" + HTMLWriter.escape(value) + "\""
        }
        html += ">"
    }

    /// Closes `tag`.
    package mutating func close(_ tag: String) {
        html += "</" + tag + ">"
    }

    /// Writes `text`, escaped.
    package mutating func text(_ text: String) {
        html += HTMLWriter.escape(text)
    }

    /// Writes `<tag …>text</tag>`.
    package mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Writes markup as is: only for text this module wrote itself (the stylesheet, an
    /// already escaped fragment).
    package mutating func raw(_ markup: String) {
        html += markup
    }

    /// Starts a new line in the markup, to keep the page readable as text; no effect on the
    /// rendering between block elements.
    package mutating func newline() {
        html += "\n"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in
    /// element content and in quoted attribute values. A line break stays a line break (a
    /// `title` shows it as one); other control characters, which HTML does not allow, become
    /// U+FFFD.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(character)
            case "\0"..."\u{1F}", "\u{7F}"..."\u{9F}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
