import SourceDiagnostics

// W0504 (warning).
// Emitted by: Sources/LintConfig/Suppression/SuppressionFindings.swift.
extension DiagnosticCode {
    /// An error code in a `# carousel: allow` comment: errors cannot be suppressed.
    public static let errorSuppressed = DiagnosticCode(
        "W0504", "an error cannot be suppressed",
        """
        Only warnings can be suppressed by a comment. An error means the spec cannot be used as \
        written, so it is still reported; fix the spec instead.
        """,
        wrong: spec("# carousel: allow E0201\nspaceing = 16\n"),
        right: spec("spacing = 16\n"))
}

// Message and fix-its: built where it is emitted (see above).
