import FioriTheme
import FioriThemeCore
import FioriThemeSyntax
import Foundation

/// Collects the definitions and declarations an import writes, each remembering the token it
/// came from, and writes them as `.nss` text.
struct TokenThemeBuilder {
    /// One line to write, and the token (file position and pointer) it comes from.
    struct Line {
        let text: String
        let origin: TokenProblem
        let pointer: String
        /// The token's name, as the file writes it (`color.brand.primary`).
        var token = ""
        /// The value as written: a variable for an alias.
        var value = ""
        /// The value through every alias.
        var literal = ""
        /// The colour of a colour token, through every alias.
        var color: RGBAColor?
    }

    let document: TokenDocument
    /// Whether the target reads `rgba()` (otherwise translucent colours are `#RRGGBBAA`).
    let colorFunctions: Bool
    /// Whether the target resolves a variable defined as another (otherwise a variable gets
    /// its token's value through every alias).
    let resolvesAliases: Bool
    var errors: [TokenError] = []
    private(set) var palette: [String: Line] = [:]
    private(set) var variables: [String: Line] = [:]
    private(set) var classes: [String: [String: Line]] = [:]
    /// Media query (`device:ipad and orientation:landscape`) → class path → property → its line.
    private var media: [String: [String: [String: Line]]] = [:]
    /// Variables aliases refer to, still to define, and every name ever queued.
    private var pending: [(TokenDocument.Token, String)] = []
    private var queued: Set<String> = []
    /// Token name → the variable it is written as.
    private var variableOfToken: [String: String] = [:]

    init(document: TokenDocument, colorFunctions: Bool, resolvesAliases: Bool) {
        self.document = document
        self.colorFunctions = colorFunctions
        self.resolvesAliases = resolvesAliases
        for name in document.order {
            let path = document.tokens[name]!.path
            if path.count == 2, path[0] == "variables" || path[0] == "palette" { variableOfToken[name] = path[1] }
        }
    }

    /// Writes `token` to `target`.
    mutating func add(_ token: TokenDocument.Token, to target: TokenTarget) {
        if case .variable(let name) = target, variableOfToken[token.name] == nil { variableOfToken[token.name] = name }
        let origin = TokenProblem("", token.value.offset)
        let pointer = TokenError.pointer(token.pointer, "$value")
        switch target {
        case .palette(let name):
            guard Palette.parse(name: name) != nil else {
                fail(TokenProblem("'\(name)' is not a Fiori palette colour style", token.offset), token.pointer)
                return
            }
            guard let text = literal(token) else { return }
            place(
                Line(
                    text: "@\(name): \(text);", origin: origin, pointer: pointer, token: token.name, value: text,
                    literal: text),
                in: .palette, key: name, what: "'@\(name)'")
        case .variable(let name):
            guard let resolved = literal(token), let text = resolvesAliases ? value(token) : resolved else { return }
            place(
                Line(
                    text: "@\(name): \(text);", origin: origin, pointer: pointer, token: token.name, value: text,
                    literal: resolved, color: color(token)), in: .variables, key: name, what: "'@\(name)'")
        case .property(let path, let property):
            guard let text = value(token), let resolved = literal(token) else { return }
            place(
                Line(
                    text: "    \(property): \(text);", origin: origin, pointer: pointer, token: token.name, value: text,
                    literal: resolved), in: .rule(path), key: property, what: "'\(property)' of '\(path)'")
        }
    }

    /// Writes a value fdlc kept in a class group's `$extensions`.
    mutating func addKept(_ property: TokenDocument.ExtensionProperty) {
        switch TokenValueText.extensionText(property.value, colorFunctions: colorFunctions) {
        case .failure(let problem): fail(problem, property.pointer)
        case .success(let text):
            let line = Line(
                text: "    \(property.property): \(text);", origin: TokenProblem("", property.value.offset),
                pointer: property.pointer, token: (property.group + [property.property]).joined(separator: "."),
                value: text, literal: text)
            place(
                line, in: .rule(property.group[1]), key: property.property,
                what: "'\(property.property)' of '\(property.group[1])'")
        }
    }

    /// Writes a palette override fdlc kept in the palette group's `$extensions` (one with no
    /// fixed colour, such as a system colour or another palette colour).
    mutating func addKeptPalette(_ property: TokenDocument.ExtensionProperty) {
        switch TokenValueText.extensionText(property.value, colorFunctions: colorFunctions) {
        case .failure(let problem): fail(problem, property.pointer)
        case .success(let text):
            let line = Line(
                text: "@\(property.property): \(text);", origin: TokenProblem("", property.value.offset),
                pointer: property.pointer, token: "palette." + property.property, value: text, literal: text)
            place(line, in: .palette, key: property.property, what: "'@\(property.property)'")
        }
    }

    /// Writes the media properties fdlc kept in the root's `$extensions`.
    mutating func addMedia(_ node: JSONReader.Node) {
        guard case .object(let queries) = node.value else { return }
        for query in queries {
            guard case .object(let paths) = query.node.value else { continue }
            for path in paths {
                guard case .object(let properties) = path.node.value else { continue }
                for property in properties {
                    let pointer =
                        "/$extensions/\(DesignTokenType.extensionKey)/media/"
                        + [query.key, path.key, property.key]
                        .map { TokenError.pointer("", $0).dropFirst() }.joined(separator: "/")
                    guard let value = TokenDocument.member("value", of: property.node) else {
                        fail(
                            TokenProblem(
                                "a media property is an object with 'value', as the compiled JSON writes it",
                                property.node.offset), pointer)
                        continue
                    }
                    switch TokenValueText.extensionText(value, colorFunctions: colorFunctions) {
                    case .failure(let problem): fail(problem, pointer)
                    case .success(let text):
                        let line = Line(
                            text: "        \(property.key): \(text);", origin: TokenProblem("", value.offset),
                            pointer: pointer)
                        media[query.key, default: [:]][path.key, default: [:]][property.key] = line
                    }
                }
            }
        }
    }

    /// The theme: palette overrides, variables (each after those it uses), then one rule per class path.
    func text(source: String) -> String {
        written(source: source).text
    }

    /// ``text(source:)``, and for each of its lines the token line it writes (nil for a
    /// comment, a blank line or a brace).
    func written(source: String) -> (text: String, origins: [Line?]) {
        var lines = ["/* Imported from \(source) by fdlc tokens import. */", ""]
        var origins: [Line?] = [nil, nil]
        func append(_ written: [Line]) {
            lines += written.map(\.text)
            origins += written.map { Optional($0) }
        }
        func append(_ text: String) {
            lines.append(text)
            origins.append(nil)
        }
        append(palette.keys.sorted().map { palette[$0]! })
        let paletteText = Set(palette.values.map(\.text))
        append(variables.keys.sorted().map { variables[$0]! }.filter { !paletteText.contains($0.text) })
        for path in classes.keys.sorted() {
            append("")
            append("\(path) {")
            append(classes[path]!.keys.sorted().map { classes[path]![$0]! })
            append("}")
        }
        for query in media.keys.sorted() {
            let conditions = query.components(separatedBy: " and ").map { "(\($0))" }.joined(separator: " and ")
            append("")
            append("@media \(conditions) {")
            for path in media[query]!.keys.sorted() {
                let properties = media[query]![path]!
                append("    \(path) {")
                append(properties.keys.sorted().map { properties[$0]! })
                append("    }")
            }
            append("}")
        }
        return (lines.joined(separator: "\n") + "\n", origins)
    }

    /// A diagnostic of the theme made, as the mistake of the token whose line it is on
    /// (`origins` as ``written(source:)`` gives them).
    func error(for diagnostic: Diagnostic, in file: SourceFile, origins: [Line?]) -> TokenError {
        let line = file.location(of: diagnostic.range.start).line
        let text = file.text(file.lineRange(line)).trimmingCharacters(in: .whitespaces)
        let origin = line >= 1 && line <= origins.count ? origins[line - 1] : nil
        let message = "'\(text)' cannot be written: \(diagnostic.message)"
        return TokenError(
            TokenProblem(message, origin?.origin.offset ?? 0), pointer: origin?.pointer ?? "", in: document.file)
    }

    /// The value text of `token`: a variable when it is an alias, otherwise its literal.
    private mutating func value(_ token: TokenDocument.Token) -> String? {
        guard let target = TokenDocument.alias(token.value), let referred = document.tokens[target] else {
            return literal(token)
        }
        return "@" + variable(for: referred)
    }

    /// The variable `token` is written as (after its name, unless the file or the mapping
    /// names it), queued for ``defineQueuedVariables()`` to define when it is not yet.
    private mutating func variable(for token: TokenDocument.Token) -> String {
        let name = variableOfToken[token.name] ?? Self.variableName(token.path)
        variableOfToken[token.name] = name
        if variables[name] == nil, queued.insert(name).inserted { pending.append((token, name)) }
        return name
    }

    /// Defines the variables aliases refer to; a loop, not recursion, so a long alias chain
    /// cannot exhaust the stack.
    mutating func defineQueuedVariables() {
        while let (token, name) = pending.popLast() {
            if variables[name] == nil { add(token, to: .variable(name)) }
        }
    }

    /// The colour of a colour token, through its aliases; nil for another type.
    private func color(_ token: TokenDocument.Token) -> RGBAColor? {
        guard token.type == .color, case .success(let target) = document.resolve(token),
            case .success(let color) = DesignTokenColor.color(target.value)
        else { return nil }
        return color
    }

    /// The literal text of `token`, through its aliases.
    private mutating func literal(_ token: TokenDocument.Token) -> String? {
        switch document.resolve(token).flatMap({ target in
            TokenValueText.text(
                of: TokenDocument.Token(
                    path: target.path, pointer: target.pointer, offset: target.offset,
                    value: target.value, type: token.type ?? target.type, fdlc: target.fdlc),
                colorFunctions: colorFunctions)
        }) {
        case .success(let text): return text
        case .failure(let problem):
            fail(problem, TokenError.pointer(token.pointer, "$value"))
            return nil
        }
    }

    /// Where a line goes.
    private enum Section {
        case palette, variables
        case rule(String)
    }

    private mutating func place(_ line: Line, in section: Section, key: String, what: String) {
        let existing =
            switch section {
            case .palette: palette[key]
            case .variables: variables[key]
            case .rule(let path): classes[path]?[key]
            }
        if let existing, existing.text != line.text {
            fail(
                TokenProblem(
                    "\(what) is given two values: '\(existing.text.trimmingCharacters(in: .whitespaces))' and "
                        + "'\(line.text.trimmingCharacters(in: .whitespaces))'", line.origin.offset), line.pointer)
            return
        }
        switch section {
        case .palette: palette[key] = line
        case .variables: variables[key] = line
        case .rule(let path): classes[path, default: [:]][key] = line
        }
    }

    private mutating func fail(_ problem: TokenProblem, _ pointer: String) {
        errors.append(TokenError(problem, pointer: pointer, in: document.file))
    }

    /// `color.brand-primary.500` → `colorBrandPrimary500`: the names joined in camel case,
    /// keeping ASCII letters and digits.
    static func variableName(_ path: [String]) -> String {
        var name = ""
        for (index, segment) in path.enumerated() {
            let words = segment.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
            for (wordIndex, word) in words.enumerated() {
                name += index == 0 && wordIndex == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return name.first?.isLetter == true ? name : "token" + name
    }
}
