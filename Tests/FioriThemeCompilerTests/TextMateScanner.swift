import FioriTheme
import Foundation

/// A small TextMate engine, enough to run `Grammar/nss.tmLanguage.json` in tests: `match`,
/// `begin`/`end` (with captures and nested `patterns`), `include` of the repository, line by
/// line as editors do. Regular expressions run on `NSRegularExpression` (ICU), whose syntax
/// the grammar keeps to the part it shares with Oniguruma.
struct TextMateScanner {
    /// One rule of the grammar.
    final class Rule {
        var name: String?
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var include: String?
        var patterns: [Rule] = []
    }

    struct GrammarError: Error, CustomStringConvertible {
        var description: String
    }

    let root: Rule
    let repository: [String: Rule]

    /// Reads a grammar.
    init(json bytes: [UInt8]) throws {
        let node = try JSONReader.parse(bytes)
        guard case .object(let members) = node.value else { throw GrammarError(description: "not an object") }
        var repository: [String: Rule] = [:]
        for member in members where member.key == "repository" {
            guard case .object(let entries) = member.node.value else { throw GrammarError(description: "repository") }
            for entry in entries { repository[entry.key] = try Self.rule(entry.node) }
        }
        self.repository = repository
        root = try Self.rule(node)
    }

    private static func rule(_ node: JSONReader.Node) throws -> Rule {
        guard case .object(let members) = node.value else { throw GrammarError(description: "a rule is an object") }
        let rule = Rule()
        for member in members {
            switch (member.key, member.node.value) {
            case ("name", .string(let text)): rule.name = text
            case ("match", .string(let text)): rule.match = try NSRegularExpression(pattern: text)
            case ("begin", .string(let text)): rule.begin = try NSRegularExpression(pattern: text)
            case ("end", .string(let text)): rule.end = try NSRegularExpression(pattern: text)
            case ("include", .string(let text)): rule.include = text
            case ("captures", _): rule.captures = try captures(member.node)
            case ("beginCaptures", _): rule.beginCaptures = try captures(member.node)
            case ("endCaptures", _): rule.endCaptures = try captures(member.node)
            case ("patterns", .array(let items)): rule.patterns = try items.map(Self.rule)
            default: break
            }
        }
        return rule
    }

    private static func captures(_ node: JSONReader.Node) throws -> [Int: String] {
        guard case .object(let members) = node.value else { throw GrammarError(description: "captures") }
        var result: [Int: String] = [:]
        for member in members {
            if let index = Int(member.key), case .object(let fields) = member.node.value,
                case .string(let name)? = fields.first(where: { $0.key == "name" })?.node.value
            {
                result[index] = name
            }
        }
        return result
    }

    /// The rules a context tries, with includes expanded.
    private func expanded(_ rules: [Rule], depth: Int = 0) -> [Rule] {
        rules.flatMap { rule -> [Rule] in
            guard let include = rule.include else { return [rule] }
            guard depth < 16 else { return [] }
            let target = include == "$self" ? root : repository[String(include.dropFirst())]
            guard let target else { return [] }
            return target.match != nil || target.begin != nil ? [target] : expanded(target.patterns, depth: depth + 1)
        }
    }

    /// The scopes of each UTF-16 unit of `text` (all of them, outermost first, joined by spaces).
    func scopes(of text: String) -> [String] {
        let string = text as NSString
        var scopes = [String](repeating: "source.nss", count: string.length)
        var stack: [(rule: Rule, scope: [String])] = []
        var lineStart = 0
        while lineStart <= string.length {
            var lineEnd = lineStart
            while lineEnd < string.length, string.character(at: lineEnd) != 0x0A, string.character(at: lineEnd) != 0x0D
            { lineEnd += 1 }
            scanLine(string, lineStart..<lineEnd, &stack, &scopes)
            guard lineEnd < string.length else { break }
            let next =
                lineEnd
                + (string.character(at: lineEnd) == 0x0D && lineEnd + 1 < string.length
                    && string.character(at: lineEnd + 1) == 0x0A ? 2 : 1)
            // The line break belongs to the region it is in (a block comment spanning lines).
            paint(
                NSRange(location: lineEnd, length: next - lineEnd), ["source.nss"] + (stack.last?.scope ?? []), &scopes)
            lineStart = next
        }
        return scopes
    }

    private func scanLine(
        _ string: NSString, _ line: Range<Int>, _ stack: inout [(rule: Rule, scope: [String])], _ scopes: inout [String]
    ) {
        var position = line.lowerBound
        var guardCount = 0
        while position <= line.upperBound, guardCount < 10_000 {
            guardCount += 1
            let context = stack.last
            let base = ["source.nss"] + (context?.scope ?? [])
            let rules = expanded(context?.rule.patterns ?? root.patterns)
            let search = NSRange(location: position, length: line.upperBound - position)
            var best: (match: NSTextCheckingResult, rule: Rule?)?
            if let end = context?.rule.end, let found = end.firstMatch(in: string as String, range: search) {
                best = (found, nil)
            }
            for rule in rules {
                guard let regex = rule.match ?? rule.begin,
                    let found = regex.firstMatch(in: string as String, range: search)
                else { continue }
                if best == nil || found.range.location < best!.match.range.location { best = (found, rule) }
            }
            guard let (found, rule) = best else {
                paint(NSRange(location: position, length: line.upperBound - position), base, &scopes)
                break
            }
            let range = found.range
            paint(NSRange(location: position, length: range.location - position), base, &scopes)
            if let rule {
                let outer = base + (rule.name.map { [$0] } ?? [])
                paint(range, outer, &scopes)
                paintCaptures(found, rule.begin == nil ? rule.captures : rule.beginCaptures, outer, &scopes)
                if rule.begin != nil { stack.append((rule, (context?.scope ?? []) + (rule.name.map { [$0] } ?? []))) }
            } else {
                paint(range, base, &scopes)
                paintCaptures(found, context!.rule.endCaptures, base, &scopes)
                stack.removeLast()
            }
            // An empty begin match moves on one unit; an empty end (a lookahead) has popped a context.
            position = range.location + range.length + (range.length == 0 && rule != nil ? 1 : 0)
        }
    }

    private func paint(_ range: NSRange, _ scope: [String], _ scopes: inout [String]) {
        for index in range.location..<(range.location + range.length) where index < scopes.count {
            scopes[index] = scope.joined(separator: " ")
        }
    }

    private func paintCaptures(
        _ found: NSTextCheckingResult, _ captures: [Int: String], _ outer: [String], _ scopes: inout [String]
    ) {
        for (index, name) in captures.sorted(by: { $0.key < $1.key }) where index < found.numberOfRanges {
            let range = found.range(at: index)
            if range.location != NSNotFound { paint(range, outer + [name], &scopes) }
        }
    }
}
