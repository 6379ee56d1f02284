import SourceDiagnostics

// E0373 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Sync/SyncTargetMissing.swift.
extension DiagnosticCode {
    /// `sync` names a stack or marquee, or an end that is contained (`contain = true`).
    public static let syncUnsupported = DiagnosticCode(
        "E0373", "carousel that cannot sync",
        """
        Only paging and focus carousels sync: they select one item at a time. A stack or a \
        marquee named by `sync` is an error (a `sync` key on one is reported as a key for \
        other kinds). `contain = true` on the main carousel, or on a follower with its own \
        `align`, is an error too: a contained carousel cannot select its last items, so the pair \
        would disagree. (A follower without `align` is a thumbnail strip that never scrolls past \
        its ends and still selects every item: leave `contain` off, W0474.)
        """,
        wrong: syncSpec("photos", main: "kind = \"marquee\"\n"), right: syncSpec("photos"))
}

/// The message of E0373 and its fix-its.
extension SpecMessages {
    /// E0373: the carousel named by `sync` is of a kind that cannot sync, or either end is contained.
    static func syncKindUnsupported(
        target: String, reason: String, span: SourceSpan, path: String, targetSpan: SourceSpan, label: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.syncUnsupported, message: "cannot sync with `\(target)`: \(reason)", span: span, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: label)],
            help: "sync paging or focus carousels whose every item can be selected (no `contain = true`)")
    }
}
