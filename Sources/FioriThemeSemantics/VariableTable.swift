import FioriThemeCore
import FioriThemeSyntax

/// The variables of one stylesheet, resolved: every definition's final value, with the
/// problems found on the way (undefined names, cycles, duplicates).
///
/// Variables are scoped to their file, as in NUI, where `appendStylesheet` parses each file
/// with a fresh parser. All definitions are collected before any is used, so a variable can
/// be used before its definition. Resolution is iterative and memoised: an alias chain of any
/// length costs linear time and constant stack.
package struct VariableTable {
    /// A value after substitution.
    package struct Resolved: Hashable, Sendable {
        /// The value's tokens with every variable replaced by its value; references to
        /// predefined names (palette colours) stay as variable tokens.
        package var parts: [Token]
        /// The variables the value came through, outermost first, when the value is an alias
        /// chain (`@accent` → `@brandBlue`); empty for a literal value.
        package var chain: [SourceRange]
    }

    let stylesheet: Stylesheet
    let policy: ResolutionPolicy
    /// The names defined (outside rule blocks, on the device), in order of first definition.
    private var definedIDs: [NameID] = []
    /// For each definition of ``definedIDs``'s names, the index of the next definition of the
    /// same name in document order, -1 after the last; -1 for the others. With
    /// ``firstDefinitions`` it lists each name's definitions in 4 bytes a definition, where
    /// an array per name cost ten times that. Both are emptied once the table is built.
    private var nextDefinitions: [Int32] = []
    /// By ``NameID``, the index of the first definition of ``definedIDs``'s names, -1 for other names.
    private var firstDefinitions: [Int32] = []
    /// By ``NameID`` of ``Stylesheet/names``, the definition that takes effect (see
    /// ``winningDefinition(_:)``); ``undefined`` where no definition has the name.
    private var winnerByID: [Int32] = []
    /// The resolved value of each definition, a slice of ``Stylesheet/valueParts`` (a value
    /// without variables) or of ``substitutedParts``; ``TokenSpan/unresolved`` when it cannot
    /// be resolved (undefined name, cycle, too long). Read through ``resolved(_:)``.
    private var resolvedSpans: [TokenSpan]
    /// The tokens of the definitions whose values had variables to substitute, one after another.
    private var substitutedParts: [Token] = []
    /// The problems found on the way; a caller moves them out (``DiagnosticCollector/take()``)
    /// before it shares the table.
    var findings: DiagnosticCollector
    /// By index into ``Stylesheet/definitions``, whether it is referenced from anywhere (read
    /// through ``isReferenced(_:)``).
    private var referencedDefinitions: [Bool]
    /// Tokens counted into ``resolvedSpans`` so far, and the most allowed: proportional to the file,
    /// so memory stays linear in its size whatever chains of doubling variables it holds.
    private var expandedTotal = 0
    private let expansionBudget: Int
    /// See ``aliasTargets(_:references:)``; read through ``aliasTarget(_:)``.
    private var aliasTargets: [AliasStep] = []
    /// What each token of ``Stylesheet/valueParts`` refers to, worked out once so that
    /// substitution never builds a name: a definition's index, or one of the values below.
    private var references: [Int32] = []
    private static let notAVariable: Int32 = -1
    private static let predefined: Int32 = -2
    private static let undefined: Int32 = -3

    /// Resolves the variables of `stylesheet`, collecting the problems into `findings` (by
    /// default, every one).
    init(stylesheet: Stylesheet, policy: ResolutionPolicy, findings: DiagnosticCollector? = nil) {
        self.findings = findings ?? DiagnosticCollector(file: stylesheet.file, limit: nil)
        self.stylesheet = stylesheet
        self.policy = policy
        resolvedSpans = Array(repeating: .unresolved, count: stylesheet.definitions.count)
        referencedDefinitions = Array(repeating: false, count: stylesheet.definitions.count)
        expansionBudget = policy.minimumExpansionBudget + policy.expansionBudgetPerToken * stylesheet.valueParts.count
        // Each name's definitions, in document order, as a chain through `nextDefinitions`.
        firstDefinitions = Array(repeating: -1, count: stylesheet.names.count)
        nextDefinitions = Array(repeating: -1, count: stylesheet.definitions.count)
        var lastDefinitions = [Int32](repeating: -1, count: stylesheet.names.count)
        var named = [Bool](repeating: false, count: stylesheet.definitions.count)
        for (index, definition) in stylesheet.definitions.enumerated() {
            if case .styleBlock = definition.placement { continue }
            guard stylesheet.applies(definition.placement, on: policy.device) else { continue }
            named[index] = true
            let id = Int(definition.variableID.index)
            if lastDefinitions[id] < 0 {
                definedIDs.append(definition.variableID)
                firstDefinitions[id] = Int32(index)
            } else {
                nextDefinitions[Int(lastDefinitions[id])] = Int32(index)
            }
            lastDefinitions[id] = Int32(index)
        }
        winnerByID = Array(repeating: VariableTable.undefined, count: stylesheet.names.count)
        for id in definedIDs {
            let first = Int(firstDefinitions[Int(id.index)])
            // Most names are defined once: their only definition wins.
            guard nextDefinitions[first] >= 0 else {
                winnerByID[Int(id.index)] = Int32(first)
                continue
            }
            let indices = definitions(of: id)
            let topLevel = indices.filter { stylesheet.definitions[$0].placement == .topLevel }
            let pool = topLevel.isEmpty || policy.device != nil ? indices : topLevel
            let winner = policy.duplicateWinner == .last ? pool.last! : pool.first!
            winnerByID[Int(id.index)] = Int32(winner)
        }
        references = VariableTable.references(stylesheet, winnerByID: winnerByID, policy: policy)
        aliasTargets = VariableTable.aliasTargets(stylesheet, references: references)
        reportDuplicates()
        // Only the table's construction walks a name's definitions.
        (firstDefinitions, nextDefinitions) = ([], [])
        if policy.substitution == .wholeValueOnce {
            // NUI never looks inside a definition: each stands for its text as written, so
            // neither an undefined name in it nor a cycle is a problem (nor is it reported).
            for (index, definition) in stylesheet.definitions.enumerated() where named[index] {
                resolvedSpans[index] = TokenSpan(written: definition.value.parts)
            }
        } else {
            resolveDefinitions()
        }
        reportUndefinedReferences()
    }

    /// What each token of ``Stylesheet/valueParts`` refers to: a definition's index, or
    /// ``notAVariable``, ``predefined`` or ``undefined``. Each distinct name is looked up
    /// once; a name the file never defines is asked of the policy once.
    private static func references(_ stylesheet: Stylesheet, winnerByID: [Int32], policy: ResolutionPolicy) -> [Int32] {
        var undefinedNames: [String: Int32] = [:]
        return stylesheet.file.bytes.withUnsafeBufferPointer { bytes in
            stylesheet.valueParts.map { part in
                guard part.kind == .variable else { return VariableTable.notAVariable }
                let name = SourceRange(start: part.range.start + 1, end: part.range.end)
                if let id = stylesheet.names.find(name, in: bytes), winnerByID[Int(id.index)] >= 0 {
                    return winnerByID[Int(id.index)]
                }
                let text = stylesheet.file.text(name)
                if let known = undefinedNames[text] { return known }
                let reference = policy.isPredefined(text) ? VariableTable.predefined : VariableTable.undefined
                undefinedNames[text] = reference
                return reference
            }
        }
    }

    /// Whether the variable token at `index` of ``Stylesheet/valueParts`` names a definition
    /// that takes effect (``winningDefinition(_:)`` of its name is not nil), without building its name.
    package func namesDefinition(part index: Int) -> Bool {
        references[index] >= 0
    }

    /// The indices into ``Stylesheet/definitions`` of the definitions of a name that count
    /// (outside rule blocks, on the device), in document order; empty when there are none.
    private func definitions(of id: NameID) -> [Int] {
        var indices: [Int] = []
        var next = firstDefinitions[Int(id.index)]
        while next >= 0 {
            indices.append(Int(next))
            next = nextDefinitions[Int(next)]
        }
        return indices
    }

    /// The names the file defines (outside rule blocks, on the device), without `@`, in order
    /// of first definition: the candidates of a did-you-mean.
    package var definedNames: [String] {
        definedIDs.map { stylesheet.text(stylesheet.names.firstRange(of: $0)) }
    }

    /// Whether definition `index` (into ``Stylesheet/definitions``) is referenced from
    /// anywhere: what the unused-variable lint asks.
    package func isReferenced(_ index: Int) -> Bool { referencedDefinitions[index] }

    /// The name of a variable token, without `@`.
    package func name(_ range: SourceRange) -> String {
        stylesheet.file.text(SourceRange(start: range.start + 1, end: range.end))
    }

    /// The definition that takes effect for `name` (without `@`): for a device, the one the
    /// policy picks among those whose `@media` block holds; without one, top-level
    /// definitions win over ones inside `@media`, then the policy decides among duplicates.
    package func winningDefinition(_ name: String) -> Int? {
        // Looked up through the file's name table, not a dictionary of its own: an editor keeps
        // the table for as long as the file is open, and a large theme defines 100 000 names.
        // The closure captures the name table alone: one capturing `self` copies the whole
        // table (a retain of each of its arrays) at every call.
        let names = stylesheet.names
        let id = stylesheet.file.bytes.withUnsafeBufferPointer { names.find(name, in: $0) }
        return id.flatMap(winningDefinition(of:))
    }

    /// ``winningDefinition(_:)`` for a definition's interned name (``Definition/variableID``),
    /// without building the name: for checks that look at every definition.
    package func winningDefinition(of id: NameID) -> Int? {
        let winner = winnerByID[Int(id.index)]
        return winner >= 0 ? Int(winner) : nil
    }

    /// What substituting the variables of a value gave.
    enum Resolution {
        /// Every variable resolved.
        case resolved(Resolved)
        /// A variable in the value is undefined, in a cycle or too large: already reported.
        case unresolved
        /// The value itself expands beyond ``ResolutionPolicy/maximumExpandedLength`` tokens:
        /// the caller reports it.
        case tooLarge
    }

    /// Resolves a value written in this stylesheet.
    func resolution(of value: Value) -> Resolution {
        switch substitution(of: value) {
        case .parts(let parts): .resolved(Resolved(parts: Array(parts), chain: chain(of: value)))
        case .unresolved: .unresolved
        case .tooLarge: .tooLarge
        }
    }

    /// Resolves a value written in this stylesheet; nil when it cannot be resolved.
    package func resolve(_ value: Value) -> Resolved? {
        if case .resolved(let resolved) = resolution(of: value) { resolved } else { nil }
    }

    /// A value's tokens after substitution, without its alias chain (``chain(of:)``).
    package enum Substitution {
        /// Every variable resolved: the value's own tokens, a definition's, or a new array
        /// when a value mixes variables with other parts.
        case parts(ArraySlice<Token>)
        /// As ``Resolution/unresolved``.
        case unresolved
        /// As ``Resolution/tooLarge``.
        case tooLarge
    }

    /// Substitutes the variables of a value written in this stylesheet, sharing the tokens
    /// already stored where it can: what the checker does for every declaration.
    package func substitution(of value: Value) -> Substitution {
        let parts = stylesheet.parts(of: value)
        if policy.substitution == .wholeValueOnce {
            // NUI's substitution: a value whose first part is a variable is one name, replaced
            // by that definition's parts as written; otherwise the parts as written.
            // Unresolved when the name is not defined (or has more than one part): NUI raises there.
            guard let first = parts.first, first.kind == .variable else { return .parts(parts) }
            guard parts.count == 1, case let reference = references[parts.startIndex], reference >= 0 else {
                return .unresolved
            }
            return .parts(stylesheet.parts(of: stylesheet.definitions[Int(reference)].value))
        }
        if parts.count == 1, case let reference = references[parts.startIndex], reference >= 0 {
            guard let substituted = resolved(Int(reference)) else { return .unresolved }
            return .parts(substituted)
        }
        if !references[parts.indices].contains(where: {
            $0 != VariableTable.notAVariable && $0 != VariableTable.predefined
        }) {
            return parts.count > policy.maximumExpandedLength ? .tooLarge : .parts(parts)
        }
        return switch substitute(parts) {
        case .success(let parts): .parts(parts[...])
        case .failure(.unresolved): .unresolved
        case .failure(.tooLarge): .tooLarge
        }
    }

    private enum SubstitutionFailure: Error { case unresolved, tooLarge }

    /// The resolved tokens of definition `index`; nil when it has none.
    private func resolved(_ index: Int) -> ArraySlice<Token>? {
        let span = resolvedSpans[index]
        guard span != .unresolved else { return nil }
        let range = Int(span.start)..<Int(span.end)
        return span.isWritten ? stylesheet.valueParts[range] : substitutedParts[range]
    }

    /// Where a definition's resolved tokens are, in 12 bytes.
    private struct TokenSpan: Equatable {
        let start: UInt32
        let end: UInt32
        /// In ``Stylesheet/valueParts`` (a value as written), else in ``substitutedParts``.
        let isWritten: Bool

        init(written parts: Range<Int>) {
            (start, end, isWritten) = (UInt32(parts.lowerBound), UInt32(parts.upperBound), true)
        }

        init(substituted parts: Range<Int>) {
            (start, end, isWritten) = (UInt32(parts.lowerBound), UInt32(parts.upperBound), false)
        }

        private init(unresolved: Void) {
            (start, end, isWritten) = (.max, .max, false)
        }

        static let unresolved = TokenSpan(unresolved: ())
    }

    /// `parts` with each variable replaced by its resolved definition; predefined names stay.
    private func substitute(_ parts: ArraySlice<Token>) -> Result<[Token], SubstitutionFailure> {
        var output: [Token] = []
        for index in parts.indices {
            let reference = references[index]
            switch reference {
            case VariableTable.notAVariable, VariableTable.predefined:
                output.append(parts[index])
            case VariableTable.undefined:
                return .failure(.unresolved)
            default:
                guard let substituted = resolved(Int(reference)) else { return .failure(.unresolved) }
                output += substituted
            }
            if output.count > policy.maximumExpandedLength { return .failure(.tooLarge) }
        }
        return .success(output)
    }

    /// The definition that a value which is exactly one defined variable names; nil for any
    /// other value. ``chain(of:)`` of such a value depends on nothing else: the values naming
    /// one definition can share its chain.
    func namedDefinition(of value: Value) -> Int? {
        guard value.parts.count == 1, stylesheet.valueParts[value.parts.lowerBound].kind == .variable else {
            return nil
        }
        let definition = references[value.parts.lowerBound]
        return definition >= 0 ? Int(definition) : nil
    }

    /// The alias chain of a value that is exactly one variable: each variable's token, in
    /// order. Under NUI's substitution only the variable itself: NUI looks it up once.
    func chain(of value: Value) -> [SourceRange] {
        if policy.substitution == .wholeValueOnce {
            let parts = stylesheet.parts(of: value)
            guard parts.count == 1, let first = parts.first, first.kind == .variable,
                references[parts.startIndex] >= 0
            else { return [] }
            return [first.range]
        }
        guard value.parts.count == 1, stylesheet.valueParts[value.parts.lowerBound].kind == .variable else { return [] }
        var steps = [stylesheet.valueParts[value.parts.lowerBound].range]
        let first = references[value.parts.lowerBound]
        var next = first >= 0 ? Int(first) : nil
        // A value reached through a cycle is never resolved, but stop anyway after visiting
        // every definition once.
        let definitionCount = stylesheet.definitions.count
        while let index = next, steps.count <= definitionCount,
            let target = aliasTarget(index)
        {
            steps.append(target.range)
            next = target.definition
        }
        return steps
    }

    /// The alias step of definition `index` (by its place in the stylesheet's definitions):
    /// the variable token that is its whole value and the definition that token names; nil
    /// when its value is not exactly one variable.
    package func aliasStep(ofDefinition index: Int) -> (range: SourceRange, definition: Int?)? {
        aliasTarget(index)
    }

    /// For each definition, the length of its value's alias chain (``chain(of:)``'s count)
    /// and the chain's last token, all in one pass that visits each definition once; nil for
    /// a value that is not exactly one variable or whose chain runs into a cycle.
    package func chainEnds() -> ChainEnds {
        var ends = ChainEnds(count: aliasTargets.count)
        var done = [Bool](repeating: false, count: aliasTargets.count)
        for first in aliasTargets.indices where !done[first] {
            // Walk to the first definition already known or not an alias, then fill in backwards.
            var path: [Int] = []
            var onPath = Set<Int>()
            var index = first
            var cycle = false
            while !done[index], aliasTarget(index) != nil {
                if !onPath.insert(index).inserted {
                    cycle = true
                    break
                }
                path.append(index)
                guard let next = aliasTarget(index)?.definition else { break }
                index = next
            }
            for member in path.reversed() {
                done[member] = true
                guard !cycle, let step = aliasTarget(member) else { continue }
                if let next = step.definition, let rest = ends[next] {
                    ends[member] = (rest.steps + 1, rest.end)
                } else if let next = step.definition, aliasTarget(next) != nil {
                    continue  // the next one runs into a cycle
                } else {
                    ends[member] = (1, step.range)
                }
            }
        }
        return ends
    }

    /// ``chainEnds()``, in 12 bytes a definition (a large theme has 100 000 definitions).
    package struct ChainEnds {
        private struct End {
            /// 0 for none.
            let steps: Int32
            let start: UInt32
            let end: UInt32
        }
        private var ends: [End]

        init(count: Int) {
            ends = Array(repeating: End(steps: 0, start: 0, end: 0), count: count)
        }

        /// The chain's length and last token for definition `index`; nil for none.
        package subscript(index: Int) -> (steps: Int, end: SourceRange)? {
            get {
                let end = ends[index]
                guard end.steps > 0 else { return nil }
                return (Int(end.steps), SourceRange(start: Int(end.start), end: Int(end.end)))
            }
            set {
                ends[index] =
                    newValue.map {
                        End(
                            steps: Int32($0.steps), start: UInt32(truncatingIfNeeded: $0.end.start),
                            end: UInt32(truncatingIfNeeded: $0.end.end))
                    } ?? End(steps: 0, start: 0, end: 0)
            }
        }
    }

    /// For each definition whose value is exactly one variable: that variable's token, and
    /// the definition it names (nil when undefined or predefined).
    private static func aliasTargets(_ stylesheet: Stylesheet, references: [Int32]) -> [AliasStep] {
        stylesheet.definitions.map { definition in
            guard definition.value.parts.count == 1 else { return .none }
            let index = definition.value.parts.lowerBound
            let part = stylesheet.valueParts[index]
            guard part.kind == .variable else { return .none }
            return AliasStep(range: part.range, definition: references[index] >= 0 ? Int(references[index]) : nil)
        }
    }

    /// The alias step of definition `index`; nil when its value is not exactly one variable.
    private func aliasTarget(_ index: Int) -> (range: SourceRange, definition: Int?)? {
        let step = aliasTargets[index]
        guard step.start != AliasStep.none.start else { return nil }
        return (
            SourceRange(start: Int(step.start), end: Int(step.end)), step.definition < 0 ? nil : Int(step.definition)
        )
    }

    /// An alias step in 12 bytes (a large theme has 100 000 definitions): the variable token's
    /// range and the definition it names, -1 for none; ``none`` for a definition that is not an alias.
    private struct AliasStep {
        let start: UInt32
        let end: UInt32
        let definition: Int32

        init(range: SourceRange, definition: Int?) {
            start = UInt32(truncatingIfNeeded: range.start)
            end = UInt32(truncatingIfNeeded: range.end)
            self.definition = definition.map { Int32($0) } ?? -1
        }

        private init(none: Void) {
            (start, end, definition) = (.max, .max, -1)
        }

        static let none = AliasStep(none: ())
    }

    // MARK: - Resolution

    private enum State { case unvisited, visiting, done }

    /// Resolves every definition with an explicit stack (depth-first, post-order).
    private mutating func resolveDefinitions() {
        let definitions = stylesheet.definitions
        var state = [State](repeating: .unvisited, count: definitions.count)
        var poisoned = [Bool](repeating: false, count: definitions.count)
        for root in definitions.indices where state[root] == .unvisited {
            if case .styleBlock = definitions[root].placement { continue }
            var stack: [(definition: Int, next: Int)] = [(root, 0)]
            state[root] = .visiting
            while let top = stack.last {
                let parts = definitions[top.definition].value.parts
                if top.next == parts.count {
                    stack.removeLast()
                    state[top.definition] = .done
                    if !poisoned[top.definition] { expand(top.definition) }
                    if resolvedSpans[top.definition] == .unresolved, let parent = stack.last {
                        poisoned[parent.definition] = true
                    }
                    continue
                }
                stack[stack.count - 1].next += 1
                let part = stylesheet.valueParts[parts.lowerBound + top.next]
                let reference = references[parts.lowerBound + top.next]
                guard reference >= 0 else { continue }
                let dependency = Int(reference)
                referencedDefinitions[dependency] = true
                switch state[dependency] {
                case .done:
                    if resolvedSpans[dependency] == .unresolved { poisoned[top.definition] = true }
                case .visiting:
                    let cycleStart = stack.firstIndex { $0.definition == dependency }!
                    let members = stack[cycleStart...].map(\.definition)
                    for member in members { poisoned[member] = true }
                    reportCycle(members, closedAt: part.range)
                case .unvisited:
                    state[dependency] = .visiting
                    stack.append((dependency, 0))
                }
            }
        }
    }

    /// Stores a definition's value with its (already resolved) variables substituted, or
    /// reports why it has none: too large on its own, or over the file's total budget.
    private mutating func expand(_ index: Int) {
        let definition = stylesheet.definitions[index]
        let written = definition.value.parts
        // A value without variables resolves to its own tokens: nothing to copy.
        let ownParts = !references[written].contains {
            $0 != VariableTable.notAVariable && $0 != VariableTable.predefined
        }
        let outcome: Result<[Token], SubstitutionFailure> =
            ownParts
            ? (written.count > policy.maximumExpandedLength ? .failure(.tooLarge) : .success([]))
            : substitute(stylesheet.parts(of: definition.value))
        switch outcome {
        case .success(let parts):
            expandedTotal += ownParts ? written.count : parts.count
            guard expandedTotal <= expansionBudget else {
                reportTooLarge(definition, overBudget: true)
                return
            }
            if ownParts {
                resolvedSpans[index] = TokenSpan(written: written)
            } else {
                resolvedSpans[index] = TokenSpan(
                    substituted: substitutedParts.count..<substitutedParts.count + parts.count)
                substitutedParts += parts
            }
        case .failure(.unresolved):
            return
        case .failure(.tooLarge):
            reportTooLarge(definition, overBudget: false)
        }
    }

    /// A definition not used: its value too large on its own, or `overBudget`, over the file's total.
    private mutating func reportTooLarge(_ definition: Definition, overBudget: Bool) {
        guard findings.admits(.expansionTooLarge, at: definition.name) else { return }
        let name = text(definition.name)
        let message =
            overBudget
            ? "'\(name)' is not used: the variables of this file expand to more than \(expansionBudget) parts in total"
            : "the value of '\(name)' expands to more than \(policy.maximumExpandedLength) parts; it is not used"
        findings.append(Diagnostic(.expansionTooLarge, message, file: stylesheet.file, range: definition.name))
    }

    // MARK: - Diagnostics

    private mutating func reportCycle(_ members: [Int], closedAt reference: SourceRange) {
        guard findings.admits(.variableCycle, at: stylesheet.definitions[members[0]].name) else { return }
        let file = stylesheet.file
        let names = members.map { "@" + name(stylesheet.definitions[$0].name) }
        let path = (names + [names[0]]).joined(separator: " → ")
        let first = stylesheet.definitions[members[0]]
        var notes: [Diagnostic.Note] = []
        for (offset, member) in members.enumerated() {
            let definition = stylesheet.definitions[member]
            let next = names[(offset + 1) % names.count]
            let step = stylesheet.parts(of: definition.value).first {
                $0.kind == .variable && "@" + name($0.range) == next
            }
            notes.append(
                Diagnostic.Note(
                    "'\(names[offset])' refers to '\(next)' here", file: file,
                    range: step?.range ?? definition.value.range))
        }
        findings.append(
            Diagnostic(
                .variableCycle, "variable cycle: \(path)", file: file,
                range: first.name, notes: notes))
    }

    private mutating func reportDuplicates() {
        let file = stylesheet.file
        // Only the names defined more than once are sorted: most names of a file are defined once.
        let duplicated = definedIDs.filter { nextDefinitions[Int(firstDefinitions[Int($0.index)])] >= 0 }
        for (_, id) in duplicated.map({ (stylesheet.text(stylesheet.names.firstRange(of: $0)), $0) }).sorted(by: {
            $0.0 < $1.0
        }) {
            let indices = definitions(of: id)
            // Duplicates within one scope: the top level, or one `@media` block (blocks with
            // different conditions define a variable for different devices).
            var groups: [Placement: [Int]] = [:]
            for index in indices { groups[stylesheet.definitions[index].placement, default: []].append(index) }
            for group in groups.values {
                guard group.count > 1, let winner = policy.duplicateWinner == .last ? group.last : group.first else {
                    continue
                }
                // One message and one note for the whole group: a name defined a million
                // times gives a million findings, which share their text.
                let notes = [
                    Diagnostic.Note(
                        "the \(policy.duplicateWinner == .last ? "last" : "first") definition wins, here",
                        file: file, range: stylesheet.definitions[winner].name)
                ]
                var shared: (name: String, message: String)?
                for index in group where index != winner {
                    let loser = stylesheet.definitions[index]
                    guard findings.admits(.duplicateDefinition, at: loser.name) else { continue }
                    let name = text(loser.name)
                    if shared?.name != name {
                        shared = (name, "'\(name)' is defined more than once; this definition is ignored")
                    }
                    findings.append(
                        Diagnostic(.duplicateDefinition, shared!.message, file: file, range: loser.name, notes: notes))
                }
            }
        }
    }

    /// Reports each reference to a name that is neither defined nor predefined, once per reference.
    private mutating func reportUndefinedReferences() {
        let file = stylesheet.file
        var candidates: [String]?
        var suggestions = SuggestionMemo()
        var reported: [String: (message: String, notes: [Diagnostic.Note], replacement: String?)] = [:]
        for (index, part) in stylesheet.valueParts.enumerated() where references[index] != VariableTable.notAVariable {
            if references[index] >= 0 { referencedDefinitions[Int(references[index])] = true }
            // Under NUI's substitution only a rule-set value NUI looks up can fail, on the
            // devices whose blocks apply: NUICrashCheck reports it.
            guard references[index] == VariableTable.undefined, policy.substitution == .recursive else { continue }
            guard findings.admits(.undefinedVariable, at: part.range) else {
                // Not reported, but its name counted, so the names reported get the same did-you-mean.
                if !suggestions.isFull { _ = suggestions.closest(to: name(part.range), among: [], answering: false) }
                continue
            }
            let variable = name(part.range)
            if candidates == nil { candidates = definedNames + policy.predefinedNames() }
            // The text of one name's findings is made once and shared by all its references.
            let text =
                reported[variable]
                ?? {
                    let suggestion = suggestions.closest(to: variable, among: candidates!)
                    let made = (
                        message: "undefined variable '@\(variable)'",
                        notes: suggestion.map { [Diagnostic.Note("did you mean '@\($0)'?")] } ?? [],
                        replacement: suggestion.map { "@" + $0 }
                    )
                    reported[variable] = made
                    return made
                }()
            let guesses = text.replacement.map { [Diagnostic.FixIt(range: part.range, replacement: $0)] } ?? []
            findings.append(
                Diagnostic(
                    .undefinedVariable, text.message, file: file,
                    range: part.range, notes: text.notes, suggestions: guesses))
        }
    }

    private func text(_ range: SourceRange) -> String { stylesheet.file.text(range) }
}
