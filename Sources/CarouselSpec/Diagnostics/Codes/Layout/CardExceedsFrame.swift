import CarouselEngine
import SourceDiagnostics

// E0307 (error).
// Emitted by: the rule below (`rules:`).
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
        right: spec("page-size = { width = 1000, height = 600 }\n"),
        rules: [CardFitRule()])
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
                [
                    .replace(
                        span, with: text, message: "clamp `\(key ?? "")` to the frame minus the insets", safety: .unsafe
                    )
                ]
            } ?? [])
    }
}

/// E0307: the card a carousel rests on fits its frame along both axes (paging page, focus
/// card, marquee item). A stack's cards follow from its frame; its ring is `W0404`'s.
struct CardFitRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind != .stack {
            let derived = carousel.derived
            // No room at all is E0305 already.
            // A grid's whole first line (every cell across the axis) must fit, not only item 0's cell.
            let line = RestingLayout.gridLine(configuration: carousel.configuration, frame: derived.placement.frame)
            guard let card = line ?? derived.cardRect, derived.content.width > 0, derived.content.height > 0,
                !derived.placement.frame.encloses(card)
            else { continue }
            diagnostics.append(diagnostic(carousel, card: card))
        }
    }

    private func diagnostic(_ carousel: CarouselContext, card: Rect) -> Diagnostic {
        typealias Keys = SpecSchema.CarouselKeys
        let content = carousel.derived.content
        let frame = carousel.derived.placement.frame
        let id = carousel.displayID
        let table = carousel.table
        func limit(_ width: Double, _ height: Double) -> (String, String) {
            let width = min(width, content.width).rounded(.down), height = min(height, content.height).rounded(.down)
            return (
                SpecMessages.size(width, height),
                "{ width = \(SpecMessages.points(width)), height = \(SpecMessages.points(height)) }"
            )
        }
        switch carousel.kind {
        case .paging:
            // Without `page-size` the page is the frame minus the insets, which always fits.
            guard let span = table.valueSpan(Keys.pageSize), let page = carousel.configuration.pageSize else { break }
            let (text, fix) = limit(page.width, page.height)
            return SpecMessages.cardExceedsFrame(
                id: id, card: "page", rect: card, frame: frame, key: "page-size", limit: text, fix: fix, span: span,
                path: table.path(of: Keys.pageSize))
        case .focus:
            typealias Focus = SpecSchema.FocusKeys
            let focus = table[Keys.focus]
            let written = focus?.isWritten(Focus.itemSize) ?? false
            let item = carousel.configuration.focus.itemSize
            let (text, fix) = limit(item.width, item.height)
            return SpecMessages.cardExceedsFrame(
                id: id, card: "centred card", rect: card, frame: frame, key: "item-size", limit: text,
                fix: written ? fix : nil,
                span: (written ? focus?.valueSpan(Focus.itemSize) : nil) ?? carousel.frameOrHeaderSpan,
                path: focus?.path(of: Focus.itemSize) ?? table.path)
        case .marquee:
            typealias Marquee = SpecSchema.MarqueeKeys
            let marquee = table[Keys.marquee]
            let written = marquee?.isWritten(Marquee.itemExtent) ?? false
            let length = content.mainLength(carousel.configuration.axis).rounded(.down)
            return SpecMessages.cardExceedsFrame(
                id: id, card: "items", rect: card, frame: frame, key: "item-extent",
                limit: "\(SpecMessages.points(length)) points", fix: written ? SpecMessages.points(length) : nil,
                span: (written ? marquee?.valueSpan(Marquee.itemExtent) : nil) ?? carousel.frameOrHeaderSpan,
                path: marquee?.path(of: Marquee.itemExtent) ?? table.path)
        case .stack, .m3:
            break
        }
        // The size is a default: the frame decides.
        return SpecMessages.cardExceedsFrame(
            id: id, card: carousel.kind == .paging ? "page" : "card", rect: card, frame: frame, key: nil, limit: nil,
            fix: nil, span: carousel.frameOrHeaderSpan,
            path: table.isWritten(Keys.frame) ? table.path(of: Keys.frame) : table.path)
    }
}
