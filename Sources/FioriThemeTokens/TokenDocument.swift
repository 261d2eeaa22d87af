import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// A design-token file of the DTCG format (2025.10) read with positions: its tokens, their
/// types (inherited from groups), aliases resolved, and fdlc's own `$extensions`.
struct TokenDocument {
    /// One token.
    package struct Token {
        /// The names from the root, e.g. `["color", "brand", "primary"]`.
        let path: [String]
        /// The JSON pointer of the token's object.
        let pointer: String
        /// The offset of the token's name.
        let offset: Int
        /// The `$value`.
        let value: JSONReader.Node
        /// The `$type`, own or inherited from the nearest group that has one; for an alias
        /// without either, the type of the token it refers to.
        var type: DesignTokenType?
        /// `$extensions["com.sap.fdlc"]`, if any.
        let fdlc: JSONReader.Node?

        /// `color.brand.primary`.
        var name: String { path.joined(separator: ".") }
    }

    /// A value fdlc kept in a group's `$extensions` (a property with no DTCG type).
    struct ExtensionProperty {
        /// The group's names from the root and the property's name.
        let group: [String]
        let property: String
        /// The compiled-JSON form of the value (`{"type": "keyword", "value": "none"}`).
        let value: JSONReader.Node
        let pointer: String
    }

    let file: SourceFile
    /// Every token, by its dotted name.
    private(set) var tokens: [String: Token] = [:]
    /// Dotted names in document order.
    private(set) var order: [String] = []
    private(set) var extensionProperties: [ExtensionProperty] = []
    /// The root's `$extensions["com.sap.fdlc"].media`: media query → class path → property →
    /// the property as the compiled JSON writes it.
    private(set) var media: JSONReader.Node?
    /// The mistakes found, in document order.
    private(set) var errors: [TokenError] = []
    /// Token name → the name of the token at the end of its alias chain, or the problem.
    private var terminals: [String: Result<String, TokenProblem>] = [:]

    /// Reads `file`; the mistakes are in ``errors``.
    init(_ file: SourceFile) {
        self.file = file
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(file.bytes)
        } catch {
            errors.append(
                TokenError(TokenProblem("not valid JSON: \(error.message)", error.offset ?? 0), pointer: "", in: file))
            return
        }
        guard case .object = root.value else {
            fail("a token file is a JSON object of groups and tokens", root.offset, "")
            return
        }
        if case .object(let members) = root.value {
            media = Self.fdlcExtension(members).flatMap { Self.member("media", of: $0) }
        }
        walk(root, path: [], pointer: "", inherited: nil)
        resolveAliasTypes()
    }

    /// The token `name` refers to when its value is an alias `{a.b}`; nil otherwise.
    static func alias(_ value: JSONReader.Node) -> String? {
        guard case .string(let text) = value.value, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else {
            return nil
        }
        let inner = text.dropFirst().dropLast()
        return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }

    /// The token at the end of `token`'s alias chain (itself when it is no alias), or the
    /// problem: an alias to no token, or a cycle.
    func resolve(_ token: Token) -> Result<Token, TokenProblem> {
        (terminals[token.name] ?? .success(token.name)).map { tokens[$0]! }
    }

    private mutating func fail(_ message: String, _ offset: Int, _ pointer: String) {
        errors.append(TokenError(TokenProblem(message, offset), pointer: pointer, in: file))
    }

    private mutating func walk(_ node: JSONReader.Node, path: [String], pointer: String, inherited: DesignTokenType?) {
        guard case .object(let members) = node.value else { return }
        var type = inherited
        let typeMember = members.last(where: { $0.key == "$type" })
        if let typeMember {
            type = readType(typeMember.node, pointer: TokenError.pointer(pointer, "$type"))
        }
        if let value = members.last(where: { $0.key == "$value" }) {
            let token = Token(
                path: path, pointer: pointer, offset: node.offset, value: value.node, type: type,
                fdlc: Self.fdlcExtension(members))
            if type == nil, typeMember == nil, Self.alias(value.node) == nil {
                fail("token '\(token.name)' has no '$type', and no group above it gives one", node.offset, pointer)
            }
            tokens[token.name] = token
            order.append(token.name)
            return
        }
        if let properties = Self.fdlcExtension(members).flatMap({ Self.member("properties", of: $0) }),
            case .object(let entries) = properties.value
        {
            for entry in entries {
                guard let value = Self.member("value", of: entry.node) else { continue }
                extensionProperties.append(
                    ExtensionProperty(
                        group: path, property: entry.key, value: value,
                        pointer: pointer + "/$extensions/\(DesignTokenType.extensionKey)/properties/" + entry.key))
            }
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPointer = TokenError.pointer(pointer, member.key)
            guard case .object = member.node.value else {
                fail(
                    "'\(member.key)' is neither a token nor a group: both are JSON objects", member.node.offset,
                    childPointer)
                continue
            }
            if member.key != "$root", member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                fail(
                    "the name '\(member.key)' has '.', '{' or '}', which a token or group name cannot",
                    member.keyOffset,
                    childPointer)
                continue
            }
            walk(member.node, path: path + [member.key], pointer: childPointer, inherited: type)
        }
    }

    private mutating func readType(_ node: JSONReader.Node, pointer: String) -> DesignTokenType? {
        guard case .string(let name) = node.value else {
            fail("'$type' is a string", node.offset, pointer)
            return nil
        }
        guard let type = DesignTokenType(rawValue: name) else {
            let hint = Suggestion.closest(to: name, among: DesignTokenType.allCases.map(\.rawValue)).map {
                "; did you mean '\($0)'?"
            }
            fail(
                "unknown token type '\(name)'\(hint ?? ""); the format's types are "
                    + DesignTokenType.allCases.map(\.rawValue).joined(separator: ", "), node.offset, pointer)
            return nil
        }
        return type
    }

    /// Follows every alias chain once (each token is visited a bounded number of times, so a
    /// long chain costs linear time), gives each alias without a type of its own the type of
    /// the token it refers to, and reports aliases to no token and cycles.
    private mutating func resolveAliasTypes() {
        for name in order where terminals[name] == nil {
            var path: [String] = []
            var onPath: [String: Int] = [:]
            var current = name
            var outcome: Result<String, TokenProblem>
            while true {
                if let known = terminals[current] {
                    outcome = known
                    break
                }
                guard let target = Self.alias(tokens[current]!.value) else {
                    outcome = .success(current)
                    break
                }
                onPath[current] = path.count
                path.append(current)
                guard tokens[target] != nil else {
                    outcome = .failure(TokenProblem("'{\(target)}' refers to no token", tokens[current]!.value.offset))
                    break
                }
                if let start = onPath[target] {
                    // One problem for the whole cycle, reported once, at the token where it was entered.
                    let cycle = Array(path[start...])
                    let problem = Self.cycle(cycle + [cycle[0]], at: tokens[cycle[0]]!.value.offset)
                    for member in cycle { terminals[member] = .failure(problem) }
                    path.removeLast(cycle.count)
                    outcome = .failure(
                        TokenProblem("'{\(target)}' is in an alias cycle", tokens[path.last ?? target]!.value.offset))
                    break
                }
                current = target
            }
            for member in path where terminals[member] == nil { terminals[member] = outcome }
        }
        var reported: Set<Int> = []
        for name in order {
            guard let token = tokens[name], Self.alias(token.value) != nil, let terminal = terminals[name] else {
                continue
            }
            switch terminal {
            case .failure(let problem):
                guard reported.insert(problem.offset).inserted else { continue }
                errors.append(TokenError(problem, pointer: TokenError.pointer(token.pointer, "$value"), in: file))
            case .success(let target):
                let type = tokens[target]?.type
                if tokens[name]?.type == nil { tokens[name]?.type = type }
            }
        }
        errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The problem of a token in an alias cycle, naming the cycle from it (its first tokens
    /// and how many there are, when it is long).
    private static func cycle(_ names: [String], at offset: Int) -> TokenProblem {
        let shown =
            names.count <= 9
            ? names.map { "{\($0)}" }
            : names.prefix(8).map { "{\($0)}" } + ["… (\(names.count - 1) tokens)"]
        return TokenProblem("alias cycle: " + shown.joined(separator: " → "), offset)
    }

    private static func fdlcExtension(_ members: [JSONReader.Member]) -> JSONReader.Node? {
        members.last(where: { $0.key == "$extensions" }).flatMap { member(DesignTokenType.extensionKey, of: $0.node) }
    }

    /// The member `key` of an object node.
    static func member(_ key: String, of node: JSONReader.Node) -> JSONReader.Node? {
        guard case .object(let members) = node.value else { return nil }
        return members.last(where: { $0.key == key })?.node
    }
}
