/// Writing a command's result to a file, with the failure said the same way everywhere: every
/// command that writes a file (`-o`, `--write-baseline`, `format -i`, `--fix`) writes here.
extension Console {
    /// Writes `bytes` to the file at `path` as ``OutputFile/write(_:to:replacingReadOnly:)``
    /// does; false, with the reason on standard error, when it cannot be written (the file is
    /// then left as it was).
    func writeFile(_ bytes: [UInt8], to path: String, replacingReadOnly: Bool) -> Bool {
        guard let reason = OutputFile.write(bytes, to: path, replacingReadOnly: replacingReadOnly) else { return true }
        error("fdlc: error: cannot write '\(path)': \(reason)")
        return false
    }

    /// Writes `text` as UTF-8, as ``writeFile(_:to:replacingReadOnly:)-([UInt8],_,_)`` does.
    func writeFile(_ text: String, to path: String, replacingReadOnly: Bool) -> Bool {
        writeFile(Array(text.utf8), to: path, replacingReadOnly: replacingReadOnly)
    }

    /// Writes `text` to standard output when `output` is `-`, otherwise as
    /// ``writeFile(_:to:replacingReadOnly:)-(String,_,_)`` does.
    func write(_ text: String, to output: String, replacingReadOnly: Bool) -> Bool {
        guard output != "-" else {
            outputRaw(text)
            return true
        }
        return writeFile(text, to: output, replacingReadOnly: replacingReadOnly)
    }
}
