import CarouselEngine
import SourceDiagnostics

/// E0307: the card a carousel rests on fits its frame along both axes (paging page, focus
/// card, marquee item). A stack's cards follow from its frame; its ring is `W0404`'s.
struct CardFitRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind != .stack {
            let derived = carousel.derived
            // No room at all is E0305 already.
            guard let card = derived.cardRect, derived.content.width > 0, derived.content.height > 0,
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
