import SourceDiagnostics

// E0371 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Sync/SyncTargetMissing.swift.
extension DiagnosticCode {
    /// `sync` names a carousel with another item count.
    public static let syncCountMismatch = DiagnosticCode(
        "E0371", "synced carousels with different item counts",
        """
        Synced carousels select the same item: item i of one is item i of the other. With \
        different item counts some items would have no partner, so the counts must be equal. \
        The error points at `sync` and labels the other carousel.
        """,
        wrong: syncSpec("photos", thumbItems: 2), right: syncSpec("photos"))
}

/// The message of E0371 and its fix-its.
extension SpecMessages {
    /// E0371: the two ends have different item counts.
    static func syncCountMismatch(
        follower: String, count: Int, target: String, targetCount: Int, span: SourceSpan, path: String,
        targetSpan: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.syncCountMismatch,
            message: "`\(follower)` has \(count) items but `\(target)`, which it follows, has \(targetCount)",
            span: span, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: "`\(target)` has \(targetCount) items")],
            help: "give both carousels the same items (one thumbnail per item)")
    }
}
