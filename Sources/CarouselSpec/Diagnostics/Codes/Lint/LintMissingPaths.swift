import SourceDiagnostics

// E0507 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// An `[[overrides]]` entry without `paths`.
    public static let lintMissingPaths = DiagnosticCode(
        "E0507", "override without paths",
        """
        An `[[overrides]]` entry applies its severity table to the files its `paths` match; \
        without `paths` (or with an empty list) it would match nothing, which is never what \
        was meant. Use the top-level `[severity]` table for settings that apply to every file.
        """,
        wrong: configHeader + "[[overrides]]\n[overrides.severity]\nW0402 = \"allow\"\n",
        right: configHeader
            + "[[overrides]]\npaths = [\"Configs/legacy/**\"]\n[overrides.severity]\nW0402 = \"allow\"\n")
}

// Message and fix-its: built where it is emitted (see above).
