extension Rule {
    /// Whether the rule reports a syntax error (`FDL1xx`): the runtime does not apply the file
    /// as written, so neither a configuration nor a baseline can make it less than an error.
    public var isSyntaxError: Bool {
        code.isSyntaxError
    }
}
