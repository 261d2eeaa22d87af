import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@_spi(Testing) @testable import FioriThemeSemantics
@testable import FioriThemeSyntax

/// fdlc's `--target nui` verdicts against what upstream NUI did with every case of the
/// conformance suite and every real file, on both recorded device profiles: no missed
/// rejection or crash, no false alarm on a file NUI reads, and every value NUI hands its
/// converters equal to fdlc's for that device.
@Suite("NUI conformance")
struct NUIConformanceTests {
    /// The recorded profiles.
    static let profiles: [(name: String, device: DeviceProfile)] = [
        ("iphone-portrait", .iphonePortrait), ("ipad-landscape", .ipadLandscape),
    ]

    /// What a finding says: its message and its notes.
    static func text(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "\n")
    }

    /// Whether a finding says the app crashes when NUI loads the stylesheet.
    static func crashAtStart(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.contains("crash") && diagnostic.message.contains("at start")
    }

    @Test("the suite and the real files are all there")
    func suitePresent() {
        #expect(NUIConformanceCase.all.count == 143)
        #expect(NUIConformanceCase.all.allSatisfy { FileManager.default.fileExists(atPath: $0.url.path) })
    }

    @Test("fdlc says what NUI does with the file", arguments: NUIConformanceCase.all)
    func verdicts(_ conformance: NUIConformanceCase) throws {
        let file = SourceFile(path: conformance.name, bytes: Array(try Data(contentsOf: conformance.url)))
        let errors = Compiler(target: .nui).check([file]).filter { $0.severity == .error }
        let crashes = conformance.outcomes.values.contains { $0.exception != nil }
        for (name, device) in NUIConformanceTests.profiles {
            let outcome = try #require(conformance.outcomes[name])
            if !outcome.readable {
                #expect(
                    errors.contains {
                        Self.text($0).contains("not UTF-8") && Self.text($0).contains("no style from this file applies")
                    },
                    "\(name): NUI cannot read the file; no error says so")
                continue
            }
            if !outcome.accepted {
                #expect(
                    errors.contains { Self.text($0).contains("no style from this file applies") },
                    "\(name): NUI rejects the file; no error says that no style applies")
                continue
            }
            let syntax = errors.filter {
                $0.code.rawValue.hasPrefix("FDL1") || Self.text($0).contains("no style from this file applies")
            }
            #expect(
                syntax.isEmpty,
                "\(name): NUI reads the file, but fdlc reports \(syntax.map { "\($0.location) \($0.code.rawValue) \($0.message)" })"
            )
            if let exception = outcome.exception {
                let variable = exception.replacingOccurrences(of: "Variable ", with: "").replacingOccurrences(
                    of: " is not defined", with: "")
                let said = errors.filter {
                    Self.crashAtStart($0)
                        && $0.message.contains(variable.split(separator: " ").first.map(String.init) ?? variable)
                }
                #expect(!said.isEmpty, "\(name): NUI raises '\(exception)' (the app crashes); no error says so")
                let elsewhere = NUIConformanceTests.profiles.filter { conformance.outcomes[$0.name]?.exception == nil }
                if !elsewhere.isEmpty {
                    let names = [device.device == .iphone ? "iPhone" : "iPad", device.orientation.rawValue]
                    #expect(
                        said.contains { error in names.contains { error.message.contains($0) } },
                        "\(name): NUI raises on this device only; the error does not name it: \(said.map(\.message))")
                }
            } else if !crashes {
                let claims = errors.filter(Self.crashAtStart)
                #expect(
                    claims.isEmpty,
                    "\(name): NUI loads the file without raising, but fdlc says: \(claims.map(\.message))")
            }
        }
    }

    @Test("the values NUI hands its converters are fdlc's, per device", arguments: NUIConformanceCase.all)
    func values(_ conformance: NUIConformanceCase) throws {
        let file = SourceFile(path: conformance.name, bytes: Array(try Data(contentsOf: conformance.url)))
        let compiler = Compiler(target: .nui)
        for (name, device) in NUIConformanceTests.profiles {
            let outcome = try #require(conformance.outcomes[name])
            guard outcome.readable, outcome.accepted, outcome.exception == nil, let expected = outcome.consolidated
            else { continue }
            let texts = compiler.nuiValues(of: file, on: device)
            #expect(texts == expected, "\(name): the texts NUI hands its converters differ from fdlc's")
            try expectTypedValues(expected, of: file, on: device, profile: name)
        }
    }

    /// Each value of fdlc's table for `device` is what NUI's converter makes of the recorded
    /// text, or a diagnostic on the declaration says why not (no value, or read differently).
    private func expectTypedValues(
        _ expected: [String: [String: String]], of file: SourceFile, on device: DeviceProfile,
        profile: String
    ) throws {
        let compiler = Compiler(target: .nui)
        let result = compiler.compile([file], device: device)
        let (stylesheet, _) = Parser.parse(file)
        let variables = VariableTable(stylesheet: stylesheet, policy: compiler.policy(on: device))
        let consolidation = NUIConsolidation(stylesheet: stylesheet, variables: variables)
        for (className, properties) in expected {
            for (property, text) in properties {
                let entry = try #require(
                    consolidation.classes[className]?[property], "\(profile): fdlc has no \(className) \(property)")
                let value = result.tableDespiteErrors.classes[className]?.properties[property]?.value
                if let value, NUIConformanceTests.agrees(value, text) { continue }
                // A colour fdlc compiles is exact: the one NUI reads.
                if case .color? = value {
                    Issue.record(
                        "\(profile): \(className) \(property): NUI reads '\(text)' as \(NUIConverterOracle.colorHex(text) ?? "no colour"), fdlc's table has \(value.map { "\($0)" } ?? "")"
                    )
                    continue
                }
                let declaration = stylesheet.declarations[entry.declaration]
                var lines: Set<Int> = [file.location(of: declaration.range.start).line]
                if let first = stylesheet.parts(of: declaration.value).first, first.kind == .variable,
                    let definition = variables.winningDefinition(variables.name(first.range))
                {
                    lines.insert(file.location(of: stylesheet.definitions[definition].range.start).line)
                }
                let said = result.diagnostics.filter { $0.severity >= .warning && lines.contains($0.location.line) }
                #expect(
                    !said.isEmpty,
                    "\(profile): \(className) \(property): NUI hands '\(text)', fdlc's table has \(value.map { "\($0)" } ?? "no value") and says nothing about it"
                )
                // Where NUI reads a colour, fdlc must not call the value invalid.
                if value == nil, NUIConverter.colorNames[text] != nil || NUIConverterOracle.colorHex(text) != nil {
                    #expect(
                        !said.contains { $0.code == .invalidValue && $0.severity == .error },
                        "\(profile): \(className) \(property): NUI reads '\(text)' as a colour, fdlc says it is invalid"
                    )
                }
            }
        }
    }

    /// Whether fdlc's typed `value` is what NUI's converter makes of `text`.
    static func agrees(_ value: StyleValue, _ text: String) -> Bool {
        switch value {
        case .color(let color):
            if case .named(let name, _) = color { return name == text }
            if case .rgba(let rgba) = color {
                return NUIConverter.colorNames[text] == nil && NUIConverterOracle.colorHex(text) == rgba.hex
            }
            return false
        case .number(let number): return NUIConverterOracle.floatValue(text) == number
        case .integer(let integer): return Int(NUIConverterOracle.floatValue(text)) == integer
        case .boolean(let boolean):
            return (text == "true" || (text != "false" && ValueParser.boolValue(text))) == boolean
        case .box(let top, let right, let bottom, let left):
            return NUIConverterOracle.edgeInsets(text) == [top, right, bottom, left]
        case .offset(let x, let y): return NUIConverterOracle.size(text).map { $0 == (x, y) } ?? false
        case .fontName(let name), .image(let name), .keyword(let name), .fontTextStyle(let name),
            .textAlignment(let name):
            return name == text
        case .classList(let names): return names.joined(separator: " , ") == text
        }
    }
}
