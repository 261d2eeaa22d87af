import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

@Suite("Did-you-mean")
struct SuggestionTests {
    /// Optimal string alignment distance, ignoring ASCII case, written plainly as the reference.
    func reference(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().utf8)
        let b = Array(b.lowercased().utf8)
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    @Test("the distance within a limit, computed on the band around the diagonal, is the full table's")
    func bandedDistance() {
        var generator = SeededRandom(seed: 7)
        let alphabet = Array("abAB".utf8)
        func name(_ length: Int) -> [UInt8] {
            (0..<length).map { _ in Suggestion.lowercased(alphabet.randomElement(using: &generator)!) }
        }
        for _ in 0..<3_000 {
            let a = name(Int.random(in: 0...12, using: &generator))
            // Often a copy with a few edits, so distances within the limit are common.
            var b = Bool.random(using: &generator) ? a : name(Int.random(in: 0...12, using: &generator))
            for _ in 0..<Int.random(in: 0...3, using: &generator) where !b.isEmpty {
                b[Int.random(in: 0..<b.count, using: &generator)] = Suggestion.lowercased(
                    alphabet.randomElement(using: &generator)!)
            }
            let limit = Int.random(in: 0...5, using: &generator)
            let expected = min(
                reference(String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self)), limit + 1)
            let distance = b.withUnsafeBufferPointer { Suggestion.editDistance(a, $0, limit: limit) }
            #expect(distance == expected, "\(a) \(b) within \(limit)")
        }
    }

    @Test("the closest name, plain or from prepared candidates, agrees with a plain edit distance over random names")
    func agreesWithReference() {
        var generator = SeededRandom(seed: 42)
        let alphabet = Array("abcAB_12")
        func name() -> String {
            String(
                (0..<Int.random(in: 1...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<400 {
            let target = name()
            let candidates = (0..<30).map { _ in name() }
            let limit = min(4, max(1, target.utf8.count / 3))
            var expected: (distance: Int, candidate: String)?
            for candidate in candidates where candidate != target {
                let distance = reference(target, candidate)
                guard distance <= limit else { continue }
                if let best = expected,
                    best.distance < distance || (best.distance == distance && best.candidate <= candidate)
                {
                    continue
                }
                expected = (distance, candidate)
            }
            #expect(
                Suggestion.closest(to: target, among: candidates) == expected?.candidate,
                "\(target) among \(candidates)")
            #expect(
                Suggestion.closest(to: target, among: SuggestionCandidates(candidates)) == expected?.candidate,
                "prepared")
        }
    }

    @Test("candidates that remember their answers give the plain search's answers, the second time too")
    func rememberedAnswers() {
        let plain = SuggestionCandidates(Palette.styleNames)
        let remembering = SuggestionCandidates(Palette.styleNames, remembersAnswers: true)
        for typo in ["primaryLable", "brandColor12", "tintColr", "x", "primaryLabel", "PRIMARYLABEL", ""] {
            for distance in [1, 2, 4] {
                let expected = Suggestion.closest(to: typo, among: plain, maximumDistance: distance)
                for _ in 0..<2 {
                    #expect(Suggestion.closest(to: typo, among: remembering, maximumDistance: distance) == expected)
                }
            }
        }
        #expect(remembering.answers?.count == 21)
        #expect(plain.answers == nil)
    }

    @Test("at most a bounded number of answers are remembered; the rest are searched each time")
    func rememberedAnswersAreBounded() {
        let remembering = SuggestionCandidates(["primaryLabel", "tintColor"], remembersAnswers: true)
        let limit = SuggestionCandidates.Answers.limit
        for index in 0..<(limit + 50) { _ = Suggestion.closest(to: "name\(index)", among: remembering) }
        #expect(remembering.answers?.count == limit)
        #expect(Suggestion.closest(to: "tintColr", among: remembering) == "tintColor")
    }

    @Test(
        "typical misspellings find their name",
        arguments: [
            ("subheadlin", "subheadline"), ("tint-colour", "tint-color"), ("primaryLable", "primaryLabel"),
            ("TINT-COLOR", "tint-color"),
        ])
    func misspellings(typo: String, expected: String) {
        #expect(
            Suggestion.closest(to: typo, among: ["subheadline", "tint-color", "primaryLabel", "font-color"]) == expected
        )
    }
}
