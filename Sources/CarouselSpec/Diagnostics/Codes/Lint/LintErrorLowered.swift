import SourceDiagnostics

// E0505 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// An error code set to `allow` or `warn`: errors cannot be lowered.
    public static let lintErrorLowered = DiagnosticCode(
        "E0505", "an error cannot be allowed",
        """
        Errors (`E` codes) mean the spec cannot be used as written: `carousel demo` refuses it. \
        The config can raise warnings to errors and drop warnings, but it cannot lower an error \
        to a warning or drop it; `"deny"` is accepted for an error code and changes nothing. Fix \
        the spec instead, or exclude the file from the check.
        """,
        wrong: configHeader + "[severity]\nE0201 = \"allow\"\n",
        right: configHeader + "[severity]\nW0402 = \"allow\"\n")
}

// Message and fix-its: built where it is emitted (see above).
