import CarouselEngine
import CarouselScene
import CarouselSpec

/// Looks at the drawn carousels of one frame and records what is wrong with them.
struct SceneInspector {
    /// How far (window pixels) something may stick out before it counts: anti-aliasing and rounding.
    static let pixelTolerance = 0.5

    /// How far (points) something may stick out: half a window pixel, so a scene scaled down to
    /// fit a small window (text measured at a pixel or two) is judged at the window's resolution.
    var tolerance = SceneInspector.pixelTolerance

    /// The spec played.
    let spec: ResolvedSpec

    /// Records the problems of one frame: `carousels` in painting order, in a window of `window`
    /// points; cut titles only when `checksCuts` (the spec's own window size).
    func inspect(
        _ carousels: [CarouselPieces], window: Size, moment: Moment, checksCuts: Bool, into ledger: inout FindingLedger
    ) {
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        for (position, pieces) in carousels.enumerated() {
            windowEdge(pieces, bounds: bounds, moment: moment, into: &ledger)
            for later in carousels[(position + 1)...] {
                covered(pieces, by: later, moment: moment, into: &ledger)
            }
            labels(pieces, later: carousels[(position + 1)...], moment: moment, into: &ledger)
            if checksCuts { cuts(pieces, moment: moment, into: &ledger) }
        }
    }

    /// W0414: the title, the dots and the visible cards inside the window, and the label of the
    /// card a carousel rests on inside the carousel's own frame.
    private func windowEdge(_ pieces: CarouselPieces, bounds: Rect, moment: Moment, into ledger: inout FindingLedger) {
        if let title = pieces.title, !title.rect.lies(inside: bounds, tolerance: tolerance) {
            ledger.record(finding(.cutOff, pieces, .title, moment, .outsideWindow(title.rect, item: nil)))
        }
        if let dot = pieces.dots.first(where: { !$0.lies(inside: bounds, tolerance: tolerance) }) {
            ledger.record(finding(.cutOff, pieces, .dots, moment, .outsideWindow(dot, item: nil)))
        }
        if let resting = pieces.restingItem, let clip = pieces.clip,
            let card = pieces.cards.last(where: { $0.item == resting }),
            let label = card.labels.map({ card.transform.apply($0.rect) }).first(where: {
                !$0.lies(inside: clip, tolerance: tolerance)
            })
        {
            ledger.record(finding(.cutOff, pieces, .labels, moment, .outsideFrame(label, item: card.item, clip: clip)))
        }
        for card in pieces.cards {
            guard let visible = pieces.visible(card), !visible.lies(inside: bounds, tolerance: tolerance) else {
                continue
            }
            ledger.record(finding(.cutOff, pieces, .cards, moment, .outsideWindow(visible, item: card.item)))
            break
        }
    }

    /// W0414: the title, dots and visible cards of `pieces` under anything `later` paints.
    private func covered(
        _ pieces: CarouselPieces, by later: CarouselPieces, moment: Moment, into ledger: inout FindingLedger
    ) {
        let covering = later.covering
        guard !covering.isEmpty else { return }
        func hidden(_ rect: Rect) -> Bool { covering.contains { $0.overlaps(rect, by: tolerance) } }
        if let title = pieces.title, hidden(title.rect) {
            ledger.record(finding(.cutOff, pieces, .title, moment, .covered(title.rect, by: later.index, item: nil)))
        }
        if let dot = pieces.dots.first(where: hidden) {
            ledger.record(finding(.cutOff, pieces, .dots, moment, .covered(dot, by: later.index, item: nil)))
        }
        for card in pieces.cards {
            guard let visible = pieces.visible(card), hidden(visible) else { continue }
            ledger.record(
                finding(.cutOff, pieces, .cards, moment, .covered(visible, by: later.index, item: card.item)))
            break
        }
    }

    /// W0415 and W0416: each card's labels inside its shape, and not under a translucent card
    /// painted after it (in this carousel or a later one).
    private func labels(
        _ pieces: CarouselPieces, later: ArraySlice<CarouselPieces>, moment: Moment, into ledger: inout FindingLedger
    ) {
        for (position, card) in pieces.cards.enumerated() where !card.labels.isEmpty {
            let radius = min(card.cornerRadius, card.frame.width / 2, card.frame.height / 2)
            if let label = card.labels.first(where: {
                !$0.rect.lies(inside: card.frame, radius: radius, tolerance: tolerance)
            }) {
                ledger.record(
                    finding(
                        .textOutsideCard, pieces, .labels, moment,
                        .outsideCard(item: card.item, label: label.rect, card: card.frame, radius: radius)))
            }
            let key = FindingKey(code: .labelShowsThrough, carousel: pieces.index, subject: .labels)
            guard !ledger.has(key) else { continue }
            let visible = card.labels.compactMap { pieces.visibleLabel($0, of: card) }
            guard !visible.isEmpty else { continue }
            let above =
                pieces.cards[(position + 1)...].map { (pieces, $0) }
                + later.flatMap { other in other.cards.map { (other, $0) } }
            // An opaque card in perspective hides what lies under it; a cross-fade shows it on purpose.
            for (owner, cover) in above where !(cover.hidesBehind || cover.isOpaque || cover.crossFades) {
                guard let area = owner.visible(cover),
                    let label = visible.first(where: { $0.overlaps(area, by: tolerance) })
                else { continue }
                ledger.record(
                    finding(
                        .labelShowsThrough, pieces, .labels, moment,
                        .showsThrough(
                            item: card.item, label: label, by: owner.index, coveringItem: cover.item,
                            opacity: cover.opacity * Double(cover.face.fill.alpha) / 255)))
                break
            }
        }
    }

    /// W0413: item titles and the carousel's title drawn whole.
    private func cuts(_ pieces: CarouselPieces, moment: Moment, into ledger: inout FindingLedger) {
        let content = spec.carousels.indices.contains(pieces.index) ? spec.carousels[pieces.index] : nil
        if let full = content?.title, !full.isEmpty, let line = pieces.titleLine, pieces.title?.text != full {
            let drawn = pieces.title
            ledger.record(
                finding(
                    .textCut, pieces, .title, moment,
                    .cut(drawn: drawn?.text ?? "", full: full, box: line, points: drawn?.points)))
        }
        for card in pieces.cards where card.hasItem {
            let full = card.face.title
            let key = FindingKey(code: .textCut, carousel: pieces.index, subject: .itemTitle(card.item))
            guard !full.isEmpty, !ledger.has(key) else { continue }
            let lines = TitleLines(card: card)
            guard lines.isCut else { continue }
            ledger.record(
                finding(
                    .textCut, pieces, .itemTitle(card.item), moment,
                    .cut(drawn: lines.drawn, full: full, box: card.frame, points: lines.points)))
        }
    }

    private func finding(
        _ code: DiagnosticCode, _ pieces: CarouselPieces, _ subject: FindingSubject, _ moment: Moment,
        _ detail: FindingDetail
    ) -> Finding {
        Finding(code: code, carousel: pieces.index, subject: subject, moment: moment, detail: detail)
    }
}
