/// The process exit codes of `fdlc`, owned in one place. A command that stops early (after
/// `--help`, or on a problem it has reported) fails with the status to exit with.
enum ExitStatus: Int32, Error {
    /// Everything checked, no error found.
    case success = 0
    /// At least one diagnostic of severity error.
    case diagnostics = 1
    /// Bad command line, or a file that could not be read or written.
    case usageOrIO = 2
}
