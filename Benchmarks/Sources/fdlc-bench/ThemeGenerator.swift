/// Writes synthetic themes shaped like real ones: global definitions with alias chains,
/// palette overrides, comments, and rule sets over real catalog class paths with selector
/// lists and state variants.
struct ThemeGenerator {
    var rules: Int

    func nss() -> String {
        var rng = SplitMix(seed: 42)
        var out = "/* generated benchmark theme */\n"
        let definitions = max(20, rules / 20)
        for index in 0..<definitions {
            if index > 0, index % 4 == 0 {
                out += "@color\(index): @color\(index - 1);\n"
            } else {
                out += "@color\(index): #\(hex(&rng));\n"
            }
        }
        out += "@tintColor: #0A6ED1;\n@tintColor_darkBackground: #91C8F6;\n"
        let colorClasses = ["fdlFUIKPIView", "fdlFUIKPIView_captionLabel", "fdlFUIKPIHeader_kpiView", "fdlFUIHierarchyItemView_detailImageView"]
        let textClasses = ["fdlFUIHierarchyItemView_title", "fdlFUIHierarchyItemView_subtitle", "fdlFUIObjectHeaderView_headlineLabel",
                           "fdlFUIObjectHeaderView_bodyLabel", "fdlFUIContactView_headlineLabel"]
        for index in 0..<rules {
            if index % 10 == 0 { out += "/* section \(index / 10) */\n" }
            if index % 2 == 0 {
                let a = colorClasses[rng.next(colorClasses.count)]
                out += "\(a) {\n    tint-color: @color\(rng.next(definitions));\n    tint-color-disabled: #\(hex(&rng));\n}\n"
            } else {
                let a = textClasses[rng.next(textClasses.count)]
                let b = textClasses[rng.next(textClasses.count)]
                out += "\(a),\n\(b) {\n    font-style: subheadline;\n    font-color: @color\(rng.next(definitions));\n    text-align: center;\n}\n"
            }
        }
        return out
    }

    private func hex(_ rng: inout SplitMix) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<6).map { _ in digits[rng.next(16)] })
    }
}

/// A small deterministic random number generator, so every run measures the same input.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
