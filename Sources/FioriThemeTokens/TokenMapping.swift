import FioriTheme
import FioriThemeCore

/// Where a design token goes in a theme: a palette override, a variable, or a property of a
/// class path.
enum TokenTarget: Hashable, Sendable {
    case palette(String)
    case variable(String)
    case property(classPath: String, property: String)
}

/// A mapping file for `fdlc tokens import --map` and `fdlc lint --tokens`: token names → where
/// each goes. Docs/tokens.md describes it:
///
/// ```json
/// {"tokens": {"color.brand.primary": {"variable": "brandBlue"},
///             "color.text.muted": [{"class": "fdlFUIKPIView_captionLabel", "property": "font-color"}]}}
/// ```
struct TokenMapping {
    /// Token name → its targets, with the offset of the token's name in the mapping file.
    private(set) var targets: [String: (offset: Int, pointer: String, targets: [TokenTarget])] = [:]
    private(set) var errors: [TokenError] = []

    /// No mapping.
    init() {}

    /// Reads `file`; the mistakes are in ``errors``.
    init(_ file: SourceFile) {
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(file.bytes)
        } catch {
            errors.append(
                TokenError(TokenProblem("not valid JSON: \(error.message)", error.offset ?? 0), pointer: "", in: file))
            return
        }
        guard case .object(let members) = root.value, members.allSatisfy({ $0.key == "tokens" || $0.key == "$schema" }),
            let tokens = members.last(where: { $0.key == "tokens" }), case .object(let entries) = tokens.node.value
        else {
            errors.append(
                TokenError(
                    TokenProblem(
                        "a mapping file is an object with one member 'tokens': token name → target",
                        root.offset), pointer: "", in: file))
            return
        }
        for entry in entries {
            let pointer = TokenError.pointer("/tokens", entry.key)
            let items: [JSONReader.Node]
            if case .array(let list) = entry.node.value { items = list } else { items = [entry.node] }
            var found: [TokenTarget] = []
            for item in items {
                switch Self.target(item) {
                case .success(let target): found.append(target)
                case .failure(let problem): errors.append(TokenError(problem, pointer: pointer, in: file))
                }
            }
            targets[entry.key] = (entry.keyOffset, pointer, found)
        }
    }

    private static func target(_ node: JSONReader.Node) -> Result<TokenTarget, TokenProblem> {
        let string = { (key: String) -> String? in
            if case .string(let text)? = TokenDocument.member(key, of: node)?.value { return text }
            return nil
        }
        guard case .object(let members) = node.value else {
            return .failure(
                TokenProblem(
                    "a target is an object: {\"variable\": …}, {\"palette\": …} or {\"class\": …, \"property\": …}",
                    node.offset))
        }
        let keys = Set(members.map(\.key))
        if keys == ["variable"], let name = string("variable") { return .success(.variable(name)) }
        if keys == ["palette"], let name = string("palette") {
            guard Palette.parse(name: name) != nil else {
                return .failure(TokenProblem("'\(name)' is not a Fiori palette colour style", node.offset))
            }
            return .success(.palette(name))
        }
        if keys == ["class", "property"], let path = string("class"), let property = string("property") {
            return .success(.property(classPath: path, property: property))
        }
        return .failure(
            TokenProblem(
                "a target is {\"variable\": NAME}, {\"palette\": NAME} or {\"class\": PATH, \"property\": NAME}",
                node.offset))
    }
}
