import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

/// `FDL401` (unused-variable): how a definition nothing in the file reads is found.
///
/// Only the definition that takes effect is reported (the others are `FDL203`). A palette
/// override (`@tintColor`) is read by the runtime, and a definition already reported as a
/// palette near miss (`FDL213`) needs no second finding.
struct UnusedVariableRule: LintRule {
    static let code = DiagnosticCode.unusedVariable

    /// On every target: each reads variables.
    static func applies(to target: Target) -> Bool {
        true
    }

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        let variables = context.variables
        let nearMisses = Set(context.checksFound.filter { $0.code == .unknownPaletteName }.map(\.start))
        for (index, definition) in stylesheet.definitions.enumerated() {
            if case .styleBlock = definition.placement { continue }
            guard variables.winningDefinition(of: definition.variableID) == index,
                !variables.isReferenced(index), !nearMisses.contains(definition.name.start)
            else { continue }
            let name = variables.name(definition.name)
            if context.target.predefinesPaletteNames, Palette.parse(name: name) != nil { continue }
            guard findings.admits(code, at: definition.name) else { continue }
            // Certain: nothing in the file reads it, so the table is the same without it.
            findings.append(
                finding(
                    message(name), at: definition.name, in: context, fixIt: context.removal(of: definition.range)))
        }
    }

    /// `'@name' is defined but never used`, built in one buffer: a file can have hundreds.
    private static func message(_ name: String) -> String {
        var message: [UInt8] = []
        message.reserveCapacity(name.utf8.count + 30)
        message += "'@".utf8
        message += name.utf8
        message += "' is defined but never used".utf8
        return String(decoding: message, as: UTF8.self)
    }
}
