import SourceDiagnostics

// E0502 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// A `.carousel-lint.toml` value of the wrong type.
    public static let lintWrongType = DiagnosticCode(
        "E0502", "wrong type in .carousel-lint.toml",
        """
        `[severity]` is a table of strings, `[[overrides]]` an array of tables, `paths` an \
        array of strings. A value of another TOML type is refused and ignored; the rest of the \
        file still applies.
        """,
        wrong: configHeader + "[[overrides]]\npaths = \"Configs/legacy/**\"\n[overrides.severity]\nW0402 = \"allow\"\n",
        right: configHeader
            + "[[overrides]]\npaths = [\"Configs/legacy/**\"]\n[overrides.severity]\nW0402 = \"allow\"\n")
}

// Message and fix-its: built where it is emitted (see above).
