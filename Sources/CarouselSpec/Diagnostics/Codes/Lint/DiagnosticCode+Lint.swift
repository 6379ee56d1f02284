import SourceDiagnostics

extension DiagnosticCode {
    /// True for the codes of the project config and of suppression comments (`E05xx`, `W05xx`):
    /// the LintConfig module reports them, not the spec compiler.
    public var isLint: Bool { rawValue.dropFirst().hasPrefix("05") }
}

extension DiagnosticCode {
    /// True for the codes about `.carousel-lint.toml` itself (`E05xx`): their examples are
    /// config files, not specs.
    public var isLintConfig: Bool { isLint && severity == .error }
}
