/// Writing a command's result to a file, with the failure said the same way everywhere.
extension Console {
    /// Writes `text` atomically to the file at `path`; false, with the reason on standard
    /// error, when it cannot be written (the file is then left as it was).
    func writeFile(_ text: String, to path: String) -> Bool {
        guard let reason = OutputFile.writeAtomically(text, to: path) else { return true }
        error("fdlc: error: cannot write '\(path)': \(reason)")
        return false
    }

    /// Writes `text` to standard output when `output` is `-`, otherwise as
    /// ``writeFile(_:to:)`` does.
    func write(_ text: String, to output: String) -> Bool {
        guard output != "-" else {
            outputRaw(text)
            return true
        }
        return writeFile(text, to: output)
    }
}
