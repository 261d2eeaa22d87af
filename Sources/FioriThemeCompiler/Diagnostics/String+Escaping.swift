extension String {
    /// The string with each scalar that is a key of `replacements` replaced by its value:
    /// the one escaping loop behind code frames' fix-its and GitHub's workflow commands.
    func escaping(_ replacements: [Unicode.Scalar: String]) -> String {
        var output = ""
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
