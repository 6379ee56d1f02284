import SourceDiagnostics

// E0501 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// A key `.carousel-lint.toml` does not have.
    public static let lintUnknownKey = DiagnosticCode(
        "E0501", "unknown key in .carousel-lint.toml",
        """
        `.carousel-lint.toml` has two keys at the top: the `[severity]` table and the \
        `[[overrides]]` array; an override has `paths` and its own `[overrides.severity]`. \
        Any other key is refused, with a did-you-mean when the spelling is close, so a typo \
        cannot silently turn a setting off. The config file is checked whenever a spec it \
        governs is checked; its errors fail the run like a spec's.
        """,
        wrong: configHeader + "[severities]\nW0404 = \"allow\"\n",
        right: configHeader + "[severity]\nW0404 = \"allow\"\n")
}

// Message and fix-its: built where it is emitted (see above).
