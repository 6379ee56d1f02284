import SourceDiagnostics

// W0502 (warning).
// Emitted by: Sources/LintConfig/Suppression/SuppressionFindings.swift.
extension DiagnosticCode {
    /// A code that does not exist, named in a `# carousel: allow` comment.
    public static let unknownSuppressedCode = DiagnosticCode(
        "W0502", "unknown code in a suppression",
        """
        The codes after `# carousel: allow` are diagnostic codes as docs/diagnostics.md lists \
        them. A code that does not exist suppresses nothing; the closest codes are suggested.
        """,
        wrong: suppressionSpec(animation: "spring", comment: "# carousel: allow W0042"),
        right: suppressionSpec(animation: "spring", comment: "# carousel: allow W0402"))
}

// Message and fix-its: built where it is emitted (see above).
