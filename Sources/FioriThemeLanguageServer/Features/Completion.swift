import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// LSP's completion item kinds used here.
    private enum ItemKind: Int {
        case variable = 6
        case `class` = 7
        case property = 10
        case value = 12
        case enumMember = 20
        case color = 16
    }

    /// `textDocument/completion`: what may be written at the cursor (see
    /// ``CompletionContext``): class paths (the catalog's and the file's own); the properties
    /// every class of the style block supports, with their type; the values of the property's
    /// type (its choices; for a colour, palette styles, with their variants once `_` is typed,
    /// and UIKit names) and the file's variables; after `@`, variables and palette styles.
    /// Each item replaces the name typed so far. Written straight into the response.
    func completion(_ params: JSONReader.Node) throws(ResponseError) -> RequestResult? {
        guard let last = try lastAnalysis(params) else { return nil }
        let (document, analysis) = (last.document, last.analysis)
        let offset = document.lines.offset(of: try document.checked(Position(json: params.required("position"))))
        let context = CompletionContext(file: document.sourceFile, offset: offset)
        let compiler = analysis.compiler
        var items: [(label: String, kind: ItemKind, detail: String?)] = []
        var incomplete = false
        switch context.position {
        case .classPath:
            let own = Set(analysis.stylesheet.selectors.map { analysis.stylesheet.text($0.range) })
            for path in compiler.classPaths { items.append((path, .class, compiler.classInfo(path)?.component)) }
            for path in own.subtracting(compiler.classPaths).sorted() {
                items.append((path, .class, "defined in this file"))
            }
        case .property(let classPaths):
            for name in compiler.propertyNames(supportedByAll: classPaths) {
                items.append((name, .property, compiler.propertyInfo(name)?.typeName))
            }
        case .value(let property):
            let info = property.flatMap(compiler.propertyInfo)
            for choice in info?.choices ?? [] { items.append((choice, .enumMember, info?.typeName)) }
            if info == nil || info?.isColor == true {
                let names = compiler.colorNames
                if let underscore = context.prefix.firstIndex(of: "_"),
                    Palette.isStyle(String(context.prefix[..<underscore]))
                {
                    let style = String(context.prefix[..<underscore])
                    for variant in ColorVariant.allCases {
                        items.append((style + variant.suffix, .color, "palette colour"))
                    }
                } else {
                    incomplete = true  // typing `_` asks again, for the variants
                    for style in names.paletteStyles { items.append((style, .color, "palette colour")) }
                }
                for name in names.uiKit { items.append((name, .color, "UIKit colour")) }
            }
            items += variableItems(analysis)
        case .variable:
            items += variableItems(analysis)
            let defined = Set(analysis.definedVariableNames)
            for style in compiler.predefinedVariableNames where !defined.contains(style) {
                items.append(("@" + style, .color, "palette colour"))
            }
        }
        // Converted once: every item replaces the same range.
        let range = document.range(context.replacing)
        // Written straight into the response: a large theme's variables are tens of thousands
        // of items, which as a tree of values took several times the document's memory.
        return .streamed { writer in
            writer.beginObject()
            writer.fixedKey("isIncomplete")
            writer.bool(incomplete)
            writer.fixedKey("items")
            writer.beginArray()
            for item in items {
                writer.item()
                writer.beginObject()
                if let detail = item.detail {
                    writer.fixedKey("detail")
                    writer.string(detail)
                }
                writer.fixedKey("kind")
                writer.int(item.kind.rawValue)
                writer.fixedKey("label")
                writer.string(item.label)
                writer.fixedKey("textEdit")
                TextDocument.writeTextEdit(range, newText: item.label, to: &writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
    }

    /// The file's variables, as `@name` with their resolved value.
    private func variableItems(_ analysis: EditorAnalysis) -> [(label: String, kind: ItemKind, detail: String?)] {
        analysis.definedVariableNames.map { name in
            ("@" + name, .variable, analysis.resolvedValue(of: name))
        }
    }
}
