import FioriTheme
import FioriThemeCompiler

/// What must hold whenever ``StylesheetFormatter`` formats a file (one without syntax
/// errors; a file with them must be refused):
/// - the result parses without syntax errors, to the same statements (names, selectors,
///   properties and value parts, in order) and the same comments, byte for byte;
/// - formatting the result again changes nothing;
/// - for every target, the result compiles to the same table as the input (origins aside:
///   lines and columns move) with as many errors. FioriThemeManager reads lines, not the
///   grammar, so for it the layout can change what is read: a palette override may change
///   only where fdlc warned, on that definition's line, that the runtime reads it otherwise.
package enum FormatterInvariants {
    /// The invariants formatting `bytes` violates, each as a sentence; empty when all hold.
    package static func violations(
        _ bytes: [UInt8], path: String = "format.nss", targets: [Target] = Target.allCases,
        options: FormatOptions = FormatOptions()
    ) -> [String] {
        let file = SourceFile(path: path, bytes: bytes)
        let formatter = StylesheetFormatter(options: options)
        let (stylesheet, syntax) = Parser.parse(file)
        guard case .formatted(let text) = formatter.format(file) else {
            return syntax.containsErrors ? [] : ["a file without syntax errors was refused"]
        }
        if syntax.containsErrors { return ["a file with syntax errors was formatted"] }
        let formatted = SourceFile(path: path, text: text)
        let (reparsed, errors) = Parser.parse(formatted)
        var found: [String] = []
        if errors.containsErrors { found.append("the formatted text has syntax errors: \(errors.map(\.message))") }
        if statements(of: reparsed) != statements(of: stylesheet) { found.append("formatting changed the statements") }
        if reparsed.comments.map({ reparsed.text($0.range) }) != stylesheet.comments.map({ stylesheet.text($0.range) })
        {
            found.append("formatting changed a comment")
        }
        if formatter.formatted(formatted) != text { found.append("formatting is not idempotent") }
        for target in targets {
            let compiler = Compiler(target: target)
            let (before, after) = (compiler.compile([file]), compiler.compile([formatted]))
            if target.readsPaletteLines, let old = before.table, let new = after.table {
                let changed = changedOverrides(old, new).filter { !isWarned($0, old, before.diagnostics, stylesheet) }
                if !changed.isEmpty {
                    found.append("\(target.rawValue): formatting changed the unwarned overrides \(changed.sorted())")
                }
            } else if before.table.map(withoutPositions) != after.table.map(withoutPositions) {
                found.append("\(target.rawValue): formatting changed the compiled table")
            }
            if before.diagnostics.count(where: { $0.severity == .error })
                != after.diagnostics.count(where: { $0.severity == .error })
            {
                found.append("\(target.rawValue): formatting changed the number of errors")
            }
        }
        return found
    }

    /// The palette override keys whose value differs between two tables.
    private static func changedOverrides(_ old: StyleTable, _ new: StyleTable) -> [String] {
        Set(old.paletteOverrides.keys).union(new.paletteOverrides.keys).filter {
            old.paletteOverrides[$0]?.color != new.paletteOverrides[$0]?.color
                || (old.paletteOverrides[$0] == nil) != (new.paletteOverrides[$0] == nil)
        }
    }

    /// Whether a diagnostic of the original stands on a line of a definition named `key`, or
    /// on the line the original's override for `key` came from.
    private static func isWarned(
        _ key: String, _ old: StyleTable, _ diagnostics: [Diagnostic], _ stylesheet: Stylesheet
    ) -> Bool {
        let file = stylesheet.file
        var lines = Set(
            stylesheet.definitions.filter { stylesheet.text($0.name).dropFirst() == key }
                .map { file.location(of: $0.range.start).line })
        if let origin = old.paletteOverrides[key]?.origin { lines.insert(origin.line) }
        return diagnostics.contains { lines.contains($0.location.line) }
    }

    /// Every statement as text, in document order: what the file says, whatever its layout.
    private static func statements(of stylesheet: Stylesheet) -> [String] {
        func value(_ value: Value) -> String {
            stylesheet.parts(of: value).map { stylesheet.text($0.range) }.joined(separator: " ")
        }
        var lines = stylesheet.definitions.map { "\(stylesheet.text($0.name)) \($0.placement): \(value($0.value))" }
        for styleBlock in stylesheet.styleBlocks {
            lines.append(
                stylesheet.selectors(of: styleBlock).map { stylesheet.text($0.range) }.joined(separator: ",")
                    + " in \(styleBlock.media ?? -1) {")
            lines += stylesheet.declarations(of: styleBlock).map {
                "\(stylesheet.text($0.property)): \(value($0.value))"
            }
        }
        lines += stylesheet.mediaBlocks.map { block in
            block.conditions.map { "(\(stylesheet.text($0.key)):\(stylesheet.text($0.value)))" }.joined(
                separator: " and ")
        }
        return lines
    }

    /// `table` with every origin's line and column set to 0.
    private static func withoutPositions(_ table: StyleTable) -> StyleTable {
        func strip(_ origin: Provenance) -> Provenance {
            var origin = origin
            origin.line = 0
            origin.column = 0
            return origin
        }
        var table = table
        for (path, style) in table.classes {
            var style = style
            style.properties = style.properties.mapValues { property in
                var property = property
                property.origin = strip(property.origin)
                return property
            }
            style.mediaProperties = style.mediaProperties.mapValues { properties in
                properties.mapValues { property in
                    var property = property
                    property.origin = strip(property.origin)
                    return property
                }
            }
            table.classes[path] = style
        }
        table.paletteOverrides = table.paletteOverrides.mapValues { override in
            var override = override
            override.origin = strip(override.origin)
            return override
        }
        return table
    }
}
