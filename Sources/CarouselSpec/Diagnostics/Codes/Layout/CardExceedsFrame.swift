import CarouselEngine
import SourceDiagnostics

// E0307 (error).
// Emitted by: Sources/CarouselSpec/Rules/CardFitRule.swift.
extension DiagnosticCode {
    /// A page or card larger than its carousel's frame, so the frame cuts it.
    public static let cardExceedsFrame = DiagnosticCode(
        "E0307", "card larger than its carousel",
        """
        Cards are drawn inside their carousel's frame and cut at its edges. A paging `page-size`, \
        a focus `item-size` or a marquee `item-extent` larger than the frame (along either axis) \
        is therefore never drawn whole: its corners and label are cut off. The fix-it clamps \
        the value to the frame minus the insets. A stack's cards follow from its frame; a stack \
        that needs more room along its axis is `W0404`.
        """,
        wrong: spec("page-size = { width = 2000, height = 900 }\n"),
        right: spec("page-size = { width = 1000, height = 600 }\n"))
}

/// The message of E0307 and its fix-its.
extension SpecMessages {
    /// E0307: a page or card larger than its carousel's frame.
    static func cardExceedsFrame(
        id: String, card: String, rect: Rect, frame: Rect, key: String?, limit: String?, fix: String?,
        span: SourceSpan, path: String
    ) -> Diagnostic {
        let help =
            key.map { key in "make `\(key)` at most \(limit ?? "") (the frame minus the insets), or the frame larger" }
            ?? "make the frame larger"
        return Diagnostic(
            DiagnosticCode.cardExceedsFrame,
            message:
                "the \(card) of carousel `\(id)` is \(size(rect.width, rect.height)) points, larger than its "
                + "\(size(frame.width, frame.height)) frame",
            span: span, path: path, help: help,
            notes: ["it is drawn at \(extent(of: rect)) and cut by the frame at \(extent(of: frame))"],
            fixIts: fix.map { text in
                [.replace(span, with: text, message: "clamp `\(key ?? "")` to the frame minus the insets")]
            } ?? [])
    }
}
