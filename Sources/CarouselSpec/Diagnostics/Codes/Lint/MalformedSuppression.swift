import SourceDiagnostics

// W0503 (warning).
// Emitted by: Sources/LintConfig/Suppression/SuppressionFindings.swift.
extension DiagnosticCode {
    /// A `# carousel:` comment that is not `allow CODE, ...`.
    public static let malformedSuppression = DiagnosticCode(
        "W0503", "malformed suppression comment",
        """
        A comment that starts with `carousel:` is an instruction to `carousel check`; the only \
        one is `allow` followed by one or more codes separated by commas: \
        `# carousel: allow W0402, W0404`. Anything else is reported instead of ignored, so a \
        misspelt suppression does not look as if it worked.
        """,
        wrong: suppressionSpec(animation: "spring", comment: "# carousel: alow W0402"),
        right: suppressionSpec(animation: "spring", comment: "# carousel: allow W0402"))
}

// Message and fix-its: built where it is emitted (see above).
