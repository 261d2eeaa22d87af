extension Diagnostic {
    /// The findings of one file checked once per device, as one list: a finding of every run
    /// once, and one of some runs only once too, its message saying where (`… (only on iPad)`).
    /// Findings are the same when code, severity, range and message are.
    package static func merged(_ runs: [(diagnostics: [Diagnostic], device: DeviceProfile)]) -> [Diagnostic] {
        struct Key: Hashable {
            let code: DiagnosticCode
            let severity: Severity
            let start: Int
            let end: Int
            let message: String
        }
        var order: [Key] = []
        var found: [Key: (diagnostic: Diagnostic, devices: Set<DeviceProfile>)] = [:]
        for (diagnostics, device) in runs {
            for diagnostic in diagnostics {
                let key = Key(
                    code: diagnostic.code, severity: diagnostic.severity, start: diagnostic.range.start,
                    end: diagnostic.range.end, message: diagnostic.message)
                if found[key] == nil { order.append(key) }
                found[key, default: (diagnostic, [])].devices.insert(device)
            }
        }
        let all = Set(runs.map(\.device))
        return order.map { key in
            var (diagnostic, devices) = found[key]!
            if devices != all { diagnostic.message += " (only \(DeviceProfile.describe(devices)))" }
            return diagnostic
        }
    }
}
