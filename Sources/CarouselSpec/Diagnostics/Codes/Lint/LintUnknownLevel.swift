import SourceDiagnostics

// E0504 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// A level other than `allow`, `warn` and `deny` in `.carousel-lint.toml`.
    public static let lintUnknownLevel = DiagnosticCode(
        "E0504", "unknown level in .carousel-lint.toml",
        """
        Each code takes one of three levels: `"allow"` drops the warning, `"warn"` keeps it a \
        warning (useful in an override, to undo the file-wide setting), `"deny"` makes it an \
        error that fails the run.
        """,
        wrong: configHeader + "[severity]\nW0404 = \"error\"\n",
        right: configHeader + "[severity]\nW0404 = \"deny\"\n")
}

// Message and fix-its: built where it is emitted (see above).
