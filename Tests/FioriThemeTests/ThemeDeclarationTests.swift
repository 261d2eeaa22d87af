import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

/// ``Theme/declaration(_:for:state:)-(_,_,String?)`` and the lookups in a ``ControlState``
/// (which carries its slot) answer what a search of the table finds, for every theme, in
/// memory and read from its binary table.
@Suite("Theme: declarations and lookups in a ControlState")
struct ThemeDeclarationTests {
    static let themes = StyleTableDecodingTests.compilableThemes

    /// Known states, then states outside ``Theme/states``: found through their spellings.
    static let states: [String?] = [nil] + Theme.states + ["pressed", "", "normal-insets", "disabled-"]

    @Test(
        "every form of lookup gives the declaration and colour the table search finds, in memory and from binary",
        arguments: themes)
    func lookupsAgreeWithTableSearch(path: String) throws {
        try checkAgainstTableSearch(Theme(table: try StyleTableDecodingTests().compile(path)))
    }

    @Test("a state outside the known ones is found through its own keys, either spelling of -insets, then normal")
    func unknownStates() throws {
        func property(_ key: String, _ base: String, _ state: String?, line: Int) -> (String, ResolvedProperty) {
            let origin = Provenance(file: "t.nss", line: line, column: 1, via: [])
            return (
                key, ResolvedProperty(value: .number(Double(line)), baseProperty: base, state: state, origin: origin)
            )
        }
        let button = ClassStyle(
            properties: Dictionary(uniqueKeysWithValues: [
                property("border-width", "border-width", nil, line: 1),
                property("border-width-focused", "border-width", "focused", line: 2),
                property("background-image-insets", "background-image-insets", nil, line: 3),
                property("background-image-focused-insets", "background-image-insets", "focused", line: 4),
                property("background-image-insets-pressed", "background-image-insets", "pressed", line: 5),
            ]))
        let label = ClassStyle(
            properties: Dictionary(uniqueKeysWithValues: [property("border-width", "border-width", nil, line: 6)]))
        let theme = Theme(table: StyleTable(classes: ["Button": button, "Label": label]))
        #expect(theme.value("border-width", for: "Button", state: "focused")?.origin.line == 2)
        #expect(
            theme.value("border-width", for: "Button:Label", state: ControlState(rawValue: "focused"))?.origin.line == 2
        )
        #expect(theme.value("border-width", for: "Label", state: "focused")?.origin.line == 6)
        #expect(theme.value("background-image-insets", for: "Button", state: "focused")?.origin.line == 4)
        #expect(theme.value("background-image-insets", for: "Button", state: "pressed")?.origin.line == 5)
        #expect(theme.value("background-image-insets", for: "Button", state: "hovered")?.origin.line == 3)
        try checkAgainstTableSearch(theme, states: Self.states + ["focused", "hovered"])
    }

    /// Compares every lookup form of `built`, and of the theme read from its binary table,
    /// with the table search, for each class and its chains, each property it sets and `states`.
    func checkAgainstTableSearch(_ built: Theme, states: [String?] = states) throws {
        let loaded = try Theme(binary: built.table.binary())
        let classes = built.table.classes.keys.sorted()
        var mismatches: [String] = []
        var compared = 0
        for classPath in classes {
            let style = built.table.classes[classPath]!
            let properties = Set(style.properties.keys).union(style.properties.values.map(\.baseProperty))
            for chain in [classPath, "View:" + classPath, classPath + ":Nope"] {
                for property in properties.sorted() + ["tint-color", "nope"] {
                    for state in states {
                        let expected = built.slowValue(property, for: chain, state: state)
                        var expectedColors: [RGBAColor?] = [nil, nil]
                        if case .color(let color)? = expected?.value {
                            expectedColors = [
                                built.color(color, variant: .lightBackground),
                                built.color(color, variant: .elevatedDarkBackground),
                            ]
                        }
                        let controlState = ControlState(rawValue: state ?? "normal")
                        let key = ThemeKey(property, for: chain)
                        for (form, theme) in [("built", built), ("binary", loaded)] {
                            let found = theme.declaration(property, for: chain, state: state)
                            let typed = theme.declaration(property, for: chain, state: controlState)
                            let colors = [ColorVariant.lightBackground, .elevatedDarkBackground].map { variant in
                                [
                                    theme.color(property, for: chain, state: state, variant: variant),
                                    theme.color(property, for: chain, state: controlState, variant: variant),
                                    theme.color(key, state: controlState, variant: variant),
                                    found.flatMap { theme.color(of: $0, variant: variant) },
                                ]
                            }
                            let agrees =
                                found == typed && found.map { theme[$0] } == expected
                                && theme.declaration(key, state: controlState) == found
                                && theme.value(property, for: chain, state: state) == expected
                                && theme.value(property, for: chain, state: controlState) == expected
                                && theme.value(key, state: controlState) == expected
                                && zip(colors, expectedColors).allSatisfy { got, want in got.allSatisfy { $0 == want } }
                            if !agrees { mismatches.append("\(form) \(chain) \(property) \(state ?? "-")") }
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        // Each class: at least two properties, on three chains, in every state, in both forms.
        #expect(compared >= classes.count * 2 * 3 * states.count * 2)
    }

    @Test("a declaration reads back as its value, state, origin and colour; a fallback is the normal declaration")
    func readsBack() throws {
        let source = "fdlFUIKPIView { tint-color: #0A6ED1; tint-color-disabled: @tintColor; }"
        let theme = try Theme(nss: [SourceFile(path: "t.nss", text: source)])
        let disabled = try #require(theme.declaration("tint-color", for: "fdlFUIKPIView", state: .disabled))
        #expect(theme[disabled].state == "disabled")
        #expect(theme[disabled].origin.description == "t.nss:1:38 via @tintColor")
        #expect(
            theme.color(of: disabled, variant: .darkBackground)
                == Palette.latest.color(style: "tintColor", variant: .darkBackground))
        let normal = try #require(theme.declaration("tint-color", for: "fdlFUIKPIView"))
        #expect(theme.declaration("tint-color", for: "fdlFUIKPIView", state: .highlighted) == normal)
        #expect(theme.declaration("tint-color", for: "fdlFUIKPIView", state: "focused") == normal)
        #expect(theme.declaration("tint-color", for: "Button:fdlFUIKPIView", state: "normal") == normal)
        #expect(theme[normal].state == nil)
        #expect(theme.color(of: normal) == RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1))
        #expect(theme.declaration("font-color", for: "fdlFUIKPIView") == nil)
        #expect(theme.declaration("tint-color", for: "none") == nil)
        // A key made once answers as the strings do, in any theme; `none` and chains too.
        let key = ThemeKey("tint-color", for: "fdlFUIKPIView")
        #expect(key == ThemeKey("tint-color", for: "fdlFUIKPIView") && key != ThemeKey("tint-color", for: "none"))
        #expect(theme.declaration(key, state: .disabled) == disabled && theme.declaration(key) == normal)
        #expect(theme.declaration(ThemeKey("tint-color", for: "Button:fdlFUIKPIView"), state: .selected) == normal)
        #expect(theme.declaration(ThemeKey("tint-color", for: "none")) == nil)
        let other = try Theme(nss: [SourceFile(path: "u.nss", text: "fdlFUIKPIView { tint-color: #111111; }")])
        #expect(other.color(key, state: .disabled) == RGBAColor(red: 0x11, green: 0x11, blue: 0x11))
        // As ThemeKey's documentation writes it: a static key, named as a member.
        #expect(
            theme.color(.kpiTint, state: .disabled, variant: .darkBackground)
                == theme.color(of: disabled, variant: .darkBackground))
    }

    @Test("a theme is one reference, shared by its copies and freed with the last")
    func themeIsOneReference() throws {
        #expect(MemoryLayout<Theme>.size == MemoryLayout<AnyObject>.size)
        weak var storage: Theme.Storage?
        var kept: ResolvedProperty?
        do {
            let source = "fdlFUIKPIView { tint-color: #0A6ED1; tint-color-disabled: @tintColor; }"
            let theme = try Theme(nss: [SourceFile(path: "t.nss", text: source)])
            let copy = theme
            #expect(copy.storage === theme.storage)
            storage = theme.storage
            kept = copy.value("tint-color", for: "fdlFUIKPIView", state: .disabled)
        }
        #expect(storage == nil)
        // What a lookup returned owns its value: it outlives the theme, and a change to it is its own.
        var changed = try #require(kept)
        #expect(changed.origin.description == "t.nss:1:38 via @tintColor")
        changed.origin.line = 9
        #expect(changed.origin.line == 9 && kept?.origin.line == 1)
    }

    @Test("a theme without its index finds no declaration, and its value and colour lookups still answer")
    func unindexed() throws {
        let table = try Theme(nss: [SourceFile(path: "t.nss", text: "Button { font-color: #111111; }")]).table
        let theme = Theme(table: table, indexed: false)
        #expect(theme.declaration("font-color", for: "Button") == nil)
        #expect(theme.declaration(ThemeKey("font-color", for: "Button")) == nil)
        #expect(theme.value("font-color", for: "Button", state: .disabled)?.origin.description == "t.nss:1:10")
        #expect(theme.value(ThemeKey("font-color", for: "Button"), state: .disabled)?.origin.line == 1)
        #expect(
            theme.color(ThemeKey("font-color", for: "Button"), state: .selected)
                == RGBAColor(red: 0x11, green: 0x11, blue: 0x11))
        #expect(
            theme.color("font-color", for: "Button", state: .selected) == RGBAColor(red: 0x11, green: 0x11, blue: 0x11))
    }

    @Test("a ControlState carries its place among the known states, the index's slot order")
    func controlStatePositions() {
        #expect(
            ControlState.known == [
                .normal, .highlighted, .selected, .disabled, .selectedHighlighted, .selectedDisabled, .standard,
                .accented, .editable, .editableDisabled, .highlight,
            ])
        let index = Theme(table: StyleTable()).index
        for (offset, state) in ControlState.known.enumerated() {
            #expect(state.position == offset)
            #expect(ControlState(rawValue: state.rawValue).position == offset)
            #expect(index.slot(of: state) == index.slot(of: state.rawValue))
        }
        for name in ["", "focused", "Normal", "normal-", "selected-highlighted-"] {
            #expect(ControlState(rawValue: name).position == -1, "\(name)")
            #expect(index.slot(of: ControlState(rawValue: name)) == -1, "\(name)")
        }
        #expect(("disabled" as ControlState).position == 3)
    }
}

extension ThemeKey {
    /// The key ThemeKey's documentation makes.
    fileprivate static let kpiTint = ThemeKey("tint-color", for: "fdlFUIKPIView")
}
