import Foundation

/// The process's environment variables, read one at a time.
enum Environment {
    /// The value of the environment variable `name`, nil when it is not set.
    ///
    /// `getenv` rather than `ProcessInfo.processInfo.environment`, which copies every variable
    /// into a dictionary: a tenth of a `fdlc check` of a small theme went there.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
