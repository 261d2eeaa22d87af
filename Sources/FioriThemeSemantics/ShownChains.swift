import FioriThemeCore
import FioriThemeSyntax

extension VariableTable {
    /// The most aliases of a chain shown, the entry that says how many more there are included.
    package static let maximumShownChain = 32

    /// The names of an alias chain (``chain(of:)``, ``resolve(_:)``), `@` included, as they are
    /// shown: each alias of a chain of at most ``maximumShownChain``; of a longer one, which
    /// only a hostile theme has, the first and last ones around an entry that says how many
    /// were left out. So what shows chains (a compiled table's provenance, a hover) grows with
    /// the theme, not with the uses of a chain × its length.
    package func shownChain(_ chain: [SourceRange]) -> [String] {
        ShownChain(chain).names(in: stylesheet.file)
    }
}

/// An alias chain as it is shown (``VariableTable/shownChain(_:)``): its first and last
/// tokens, and how many there are.
struct ShownChain {
    /// All the tokens of a chain short enough to show whole, else its first ones.
    private(set) var head: [SourceRange]
    /// The last tokens of a chain too long to show whole; empty otherwise.
    private(set) var tail: [SourceRange] = []
    /// How many tokens the chain has.
    private(set) var count: Int

    private static let kept = VariableTable.maximumShownChain - 1
    private static let headCount = kept - kept / 2

    init(_ chain: [SourceRange]) {
        count = chain.count
        guard count > VariableTable.maximumShownChain else {
            head = chain
            return
        }
        head = Array(chain.prefix(Self.headCount))
        tail = Array(chain.suffix(Self.kept - Self.headCount))
    }

    /// The chain `token` followed by this one, without walking this one.
    func prepending(_ token: SourceRange) -> ShownChain {
        guard count + 1 > VariableTable.maximumShownChain else { return ShownChain([token] + head) }
        var longer = self
        longer.count += 1
        longer.head = Array(([token] + head).prefix(Self.headCount))
        // A chain too long to show whole from here on keeps its last tokens.
        if tail.isEmpty { longer.tail = Array(head.suffix(Self.kept - Self.headCount)) }
        return longer
    }

    /// The names shown.
    func names(in file: SourceFile) -> [String] {
        guard !tail.isEmpty else { return head.map { file.text($0) } }
        return head.map { file.text($0) } + ["… \(count - Self.kept) more …"] + tail.map { file.text($0) }
    }
}

/// The shown alias chains of the values a table holds. The names of a chain are built once
/// and shared by every value that names its first definition (a long chain used everywhere
/// was a copy per use), and each definition's chain is worked out once from the next one's:
/// values that name many points of one long chain cost the chain's length, not its square
/// (``VariableTable/chain(of:)`` walks the whole chain).
struct ShownChains {
    private let variables: VariableTable
    /// For each definition reached, the chain of aliases its value goes through.
    private var after: [Int: ShownChain] = [:]
    /// For each definition named by a value, the names shown for that value.
    private var names: [Int: [String]] = [:]

    init(_ variables: VariableTable) {
        self.variables = variables
    }

    /// ``VariableTable/shownChain(_:)`` of ``VariableTable/chain(of:)`` of `value`.
    mutating func names(of value: Value) -> [String] {
        guard let named = variables.namedDefinition(of: value) else {
            return variables.shownChain(variables.chain(of: value))
        }
        if let shown = names[named] { return shown }
        let token = variables.stylesheet.valueParts[value.parts.lowerBound].range
        let shown =
            if variables.policy.substitution == .recursive, let chain = chain(after: named) {
                chain.prepending(token).names(in: variables.stylesheet.file)
            } else {
                variables.shownChain(variables.chain(of: value))
            }
        names[named] = shown
        return shown
    }

    /// The aliases the value of definition `first` goes through; nil when they run into a cycle.
    private mutating func chain(after first: Int) -> ShownChain? {
        var walked: [(definition: Int, token: SourceRange)] = []
        var seen = Set<Int>()
        var next: Int? = first
        var known = ShownChain([])
        while let definition = next {
            if let chain = after[definition] {
                known = chain
                break
            }
            guard seen.insert(definition).inserted else { return nil }
            guard let step = variables.aliasStep(ofDefinition: definition) else {
                after[definition] = known
                break
            }
            walked.append((definition, step.range))
            next = step.definition
        }
        for (definition, token) in walked.reversed() {
            known = known.prepending(token)
            after[definition] = known
        }
        return after[first]
    }
}
