import SourceDiagnostics

// E0503 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// A diagnostic code that does not exist, named in `.carousel-lint.toml`.
    public static let lintUnknownCode = DiagnosticCode(
        "E0503", "unknown diagnostic code in .carousel-lint.toml",
        """
        The keys of a severity table are diagnostic codes as docs/diagnostics.md lists them \
        (`W0404`, upper case). A code that does not exist is refused with the closest codes, so \
        a typo does not leave a warning on that you meant to turn off.
        """,
        wrong: configHeader + "[severity]\nW0044 = \"allow\"\n",
        right: configHeader + "[severity]\nW0404 = \"allow\"\n")
}

// Message and fix-its: built where it is emitted (see above).
