import Testing

@testable import FioriTheme

/// How a property in a state is spelled as a key, and the byte-wise check the loader uses.
@Suite("Property keys")
struct PropertyKeyTests {
    @Test("isSpelling agrees with spellings for plain, -insets and mismatched keys")
    func isSpellingAgrees() {
        let properties = ["tint-color", "background-image-insets", "-insets", "insets", "a", "é-insets"]
        let states: [String?] = [nil, "disabled", "selected-highlighted", "é", ""]
        var keys: [String] = []
        for property in properties {
            for state in states { keys += PropertyKey.spellings(of: property, state: state) }
        }
        keys += [
            "tint-color-", "tint-colordisabled", "background-image-disabled", "-disabled-insets", "x-disabled-insets",
        ]
        for property in properties {
            for state in states {
                for key in keys {
                    #expect(
                        PropertyKey.isSpelling(key, of: property, state: state)
                            == PropertyKey.spellings(of: property, state: state).contains(key),
                        "\(key) \(property) \(state ?? "nil")")
                }
            }
        }
        #expect(
            PropertyKey.isSpelling("background-image-disabled-insets", of: "background-image-insets", state: "disabled")
        )
        #expect(
            PropertyKey.isSpelling("background-image-insets-disabled", of: "background-image-insets", state: "disabled")
        )
    }
}
