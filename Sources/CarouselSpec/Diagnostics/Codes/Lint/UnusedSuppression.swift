import SourceDiagnostics

// W0501 (warning).
// Emitted by: Sources/LintConfig/Suppression/SuppressionFindings.swift.
extension DiagnosticCode {
    /// A `# carousel: allow` comment that suppresses nothing.
    public static let unusedSuppression = DiagnosticCode(
        "W0501", "unused suppression",
        """
        A `# carousel: allow CODE` comment suppresses that code on the next line (or, written \
        after a value, on its own line). When nothing there has the code, the comment is stale: \
        the problem was fixed, or the comment sits on the wrong line. It is reported so that \
        suppressions do not pile up and hide the next real problem; the fix removes the comment \
        (or the one code, when the comment names several).
        """,
        wrong: suppressionSpec(animation: "ease-out", comment: "# carousel: allow W0402"),
        right: suppressionSpec(animation: "ease-out", comment: nil))
}

// Message and fix-its: built where it is emitted (see above).
