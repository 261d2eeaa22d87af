/// The process exit codes of `fdlc`, owned in one place.
enum ExitStatus: Int32 {
    /// Everything checked, no error found.
    case success = 0
    /// At least one diagnostic of severity error.
    case diagnostics = 1
    /// Bad command line, or a file that could not be read or written.
    case usageOrIO = 2
}
