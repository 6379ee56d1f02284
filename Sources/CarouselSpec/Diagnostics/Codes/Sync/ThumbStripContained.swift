import SourceDiagnostics

// W0474 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Sync/SyncTargetMissing.swift.
extension DiagnosticCode {
    /// `contain = true` on a thumbnail strip, which never shows empty space at its ends anyway.
    public static let thumbStripContained = DiagnosticCode(
        "W0474", "contain on a thumbnail strip",
        """
        A finite carousel that follows another through `sync` and writes no `align` is a \
        thumbnail strip: start-aligned, scrolled only as far as keeps the selected thumbnail in \
        view and never past either end, while every thumbnail can still be selected. \
        `contain = true` asks for what it does already, so it changes nothing: remove it. (With an \
        explicit `align`, a contained follower cannot select its last items: E0373.)
        """,
        wrong: syncSpec("photos", strip: "contain = true\n", thumbItems: 3),
        right: syncSpec("photos"))
}

/// The message of W0474 and its fix-it.
extension SpecMessages {
    /// W0474: `contain = true` on a thumbnail strip changes nothing.
    static func thumbStripContained(
        strip: String, target: String, entry: SourceSpan, path: String, targetSpan: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.thumbStripContained,
            message: "`contain = true` changes nothing on `\(strip)`: a thumbnail strip never scrolls past its ends",
            span: entry, path: path,
            labels: [DiagnosticLabel(span: targetSpan, message: "`\(strip)` follows `\(target)` here")],
            help: "remove `contain`",
            fixIts: [.remove(entry, message: "remove `contain`", safety: .safe)])
    }
}
