import FioriTheme
import FioriThemeFormat

extension FormatOptions {
    /// Reads the `format` section of `.fdlc.json`: `indentWidth` (a whole number from 1 to
    /// 16) and `spaceAfterColon` (a Boolean), each optional; `failure` locates a mistake.
    init(configuration node: JSONReader.Node, failure: (String, Int?) -> ConfigurationError) throws(ConfigurationError)
    {
        guard case .object(let members) = node.value else {
            throw failure("expected an object for 'format'", node.offset)
        }
        self.init()
        for member in members {
            switch (member.key, member.node.value) {
            case ("indentWidth", .number(let width)) where FormatOptions.indentWidths.contains(Int(exactly: width) ?? 0):
                indentWidth = Int(width)
            case ("indentWidth", _):
                throw failure("expected a whole number from 1 to 16 for 'indentWidth'", member.node.offset)
            case ("spaceAfterColon", .bool(let space)):
                spaceAfterColon = space
            case ("spaceAfterColon", _):
                throw failure("expected true or false for 'spaceAfterColon'", member.node.offset)
            default:
                throw failure(
                    "unknown key '\(member.key)' in 'format'; expected 'indentWidth' or 'spaceAfterColon'",
                    member.keyOffset)
            }
        }
    }
}
