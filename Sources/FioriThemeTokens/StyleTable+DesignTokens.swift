import FioriTheme
import FioriThemeOutput

extension StyleTable {
    /// The table as a design-token document of the W3C Design Tokens Community Group format
    /// (2025.10): `fdlc compile --format tokens`. Docs/tokens.md describes the layout.
    ///
    /// - `palette`: each palette override, named as the theme writes it (`tintColor_darkBackground`);
    ///   those with no fixed colour (a system colour, another palette colour) in its `$extensions`.
    /// - `variables`: each variable a value came through, as an alias of the next one, the last
    ///   holding the value.
    /// - `classes`: each class path's properties with a DTCG type, as tokens; those with none
    ///   (enumerations, boxes, palette references, …) in the group's `$extensions`.
    /// - the root's `$extensions` hold media properties, overrides whose value the runtime cannot
    ///   read, and a resolver document whose `appearance` modifier has one context per palette variant.
    ///
    /// `documentName` is how the resolver refers to this document (the output file's name).
    package func designTokens(documentName: String) -> JSONValue {
        var writer = DesignTokenWriter()
        var palette: [String: JSONValue] = ["$type": .string("color")]
        var unreadable: [String: JSONValue] = [:]
        var others: [String: JSONValue] = [:]
        for (name, override) in paletteOverrides.sorted(by: { $0.key < $1.key }) {
            guard let color = override.color else {
                unreadable[name] = .string(override.origin.description)
                continue
            }
            guard let token = writer.token(for: .color(color), property: name, origin: override.origin) else {
                others[name] = .object([
                    "value": StyleValue.color(color).json, "origin": .string(override.origin.description),
                ])
                continue
            }
            palette[name] = token.removingType()
        }
        if !others.isEmpty {
            palette["$extensions"] = .object([DesignTokenType.extensionKey: .object(["properties": .object(others)])])
        }
        var classGroups: [String: JSONValue] = [:]
        var media: [String: JSONValue] = [:]
        for (path, style) in classes {
            classGroups[path] = writer.group(style.properties)
            for (query, properties) in style.mediaProperties {
                var queryClasses = media[query]?.objectMembers ?? [:]
                queryClasses[path] = .object(properties.mapValues(\.json))
                media[query] = .object(queryClasses)
            }
        }
        var fdlc: [String: JSONValue] = [
            "formatVersion": .int(1),
            "resolver": Self.resolver(
                paletteNames: Set(palette.keys.filter { !$0.hasPrefix("$") }), documentName: documentName),
        ]
        if !media.isEmpty { fdlc["media"] = .object(media) }
        if !unreadable.isEmpty { fdlc["unreadablePaletteOverrides"] = .object(unreadable) }
        var root: [String: JSONValue] = [
            "$description": .string("A compiled fdlc theme as design tokens (DTCG 2025.10); see fdlc's Docs/tokens.md"),
            "$extensions": .object([DesignTokenType.extensionKey: .object(fdlc)]),
            "palette": .object(palette),
            "classes": .object(classGroups),
        ]
        if !writer.variables.isEmpty { root["variables"] = .object(writer.variables) }
        return .object(root)
    }

    /// A resolver document (DTCG Resolver Module 2025.10) for the palette's variants: the set
    /// is this document; the `appearance` modifier's context for a variant aliases each
    /// overridden style's plain token to the variant's, so resolving `{appearance: darkBackground}`
    /// gives `palette.tintColor` the dark-background colour.
    private static func resolver(paletteNames: Set<String>, documentName: String) -> JSONValue {
        var contexts: [String: JSONValue] = [:]
        for variant in ColorVariant.allCases {
            var tokens: [String: JSONValue] = [:]
            if variant != .lightBackground {
                for name in paletteNames where name.hasSuffix(variant.lookupSuffix) {
                    let style = String(name.dropLast(variant.lookupSuffix.count))
                    guard paletteNames.contains(style) else { continue }
                    tokens[style] = .object(["$type": .string("color"), "$value": .string("{palette.\(name)}")])
                }
            }
            contexts[variant.rawValue] = .array(tokens.isEmpty ? [] : [.object(["palette": .object(tokens)])])
        }
        return .object([
            "version": .string("2025.10"),
            "sets": .object(["theme": .object(["sources": .array([.object(["$ref": .string(documentName)])])])]),
            "modifiers": .object([
                "appearance": .object([
                    "description": .string("The Fiori palette variant: the background a colour is drawn on"),
                    "contexts": .object(contexts),
                    "default": .string(ColorVariant.lightBackground.rawValue),
                ])
            ]),
            "resolutionOrder": .array([
                .object(["$ref": .string("#/sets/theme")]),
                .object(["$ref": .string("#/modifiers/appearance")]),
            ]),
        ])
    }
}

extension JSONValue {
    /// The members of an object; nil for anything else.
    var objectMembers: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// An object without its `$type` (inherited from its group instead).
    fileprivate func removingType() -> JSONValue {
        guard var members = objectMembers else { return self }
        members["$type"] = nil
        return .object(members)
    }
}
