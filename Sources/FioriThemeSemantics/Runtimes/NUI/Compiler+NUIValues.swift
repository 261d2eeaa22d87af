import FioriThemeCore
import FioriThemeSyntax

extension Compiler {
    /// What NUI hands its converters on `device` from `file`: class → property → value text,
    /// or nil when NUI raises while loading it; empty when NUI cannot read or parse the file.
    /// For the conformance tests, which compare these texts with what NUI recorded.
    @_spi(Testing) public func nuiValues(of file: SourceFile, on device: DeviceProfile) -> [String: [String: String]]? {
        guard NUIReading.read(file) == .accepted else { return [:] }
        let (stylesheet, _) = Parser.parse(file, rules: .nui)
        let variables = VariableTable(
            stylesheet: stylesheet, policy: policy(on: device), findings: .discarding(stylesheet.file))
        return NUIConsolidation(stylesheet: stylesheet, variables: variables).texts
    }
}
