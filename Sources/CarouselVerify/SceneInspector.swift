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

    /// The title lines of the cards seen so far (nil: worked out for every card).
    private let titleLines: TitleLinesMemo?

    /// A new inspector for `spec`, remembering the title lines it reads back unless `remembers` is false.
    init(spec: ResolvedSpec, remembers: Bool = true) {
        self.spec = spec
        titleLines = remembers ? TitleLinesMemo() : nil
    }

    /// Records the problems of one frame: `carousels` in painting order, in a window of `window`
    /// points; cut titles only when `checksCuts` (the spec's own window size).
    ///
    /// `changed` (one flag per carousel; nil: all) says which carousels may differ from the frame
    /// looked at before (same window, tolerance and `checksCuts`). A check whose carousels all
    /// stayed the same is skipped: it would find exactly what it found then, and the ledger keeps
    /// only the first of each finding, so skipping it records the same findings in the same order.
    func inspect(
        _ carousels: [CarouselPieces], window: Size, moment: Moment, checksCuts: Bool, changed: [Bool]? = nil,
        into ledger: inout FindingLedger
    ) {
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let changed = changed ?? Array(repeating: true, count: carousels.count)
        for (position, pieces) in carousels.enumerated() {
            let own = changed[position]
            let after = (position + 1)..<carousels.count
            if own { windowEdge(pieces, bounds: bounds, moment: moment, into: &ledger) }
            for later in after where own || changed[later] {
                covered(pieces, by: carousels[later], moment: moment, into: &ledger)
            }
            let laterChanged = after.contains { changed[$0] }
            if own || laterChanged {
                labels(
                    pieces, later: carousels[after], insideCard: own, moment: moment, into: &ledger)
            }
            if checksCuts, own { cuts(pieces, moment: moment, into: &ledger) }
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
        for (card, visible) in zip(pieces.cards, pieces.visibleCards) {
            guard let visible, !visible.lies(inside: bounds, tolerance: tolerance) else { continue }
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
        for (card, visible) in zip(pieces.cards, pieces.visibleCards) {
            guard let visible, hidden(visible) else { continue }
            ledger.record(
                finding(.cutOff, pieces, .cards, moment, .covered(visible, by: later.index, item: card.item)))
            break
        }
    }

    /// W0415 and W0416: each card's labels inside its shape (only when `insideCard`), and not
    /// under a translucent card painted after it (in this carousel or a later one).
    private func labels(
        _ pieces: CarouselPieces, later: ArraySlice<CarouselPieces>, insideCard: Bool, moment: Moment,
        into ledger: inout FindingLedger
    ) {
        let key = FindingKey(code: .labelShowsThrough, carousel: pieces.index, subject: .labels)
        for (position, card) in pieces.cards.enumerated() where !card.labels.isEmpty {
            if insideCard { outsideCard(card, of: pieces, moment: moment, into: &ledger) }
            guard !ledger.has(key) else {
                if insideCard { continue } else { return }
            }
            let visible = card.labels.compactMap { pieces.visibleLabel($0, of: card) }
            guard !visible.isEmpty else { continue }
            // The translucent cards painted after this one: later in this carousel, then in the
            // carousels painted after it, in painting order; the first that covers a label counts.
            func showsThrough(under owner: CarouselPieces, _ index: Int) -> Bool {
                guard let area = owner.visibleCards[index],
                    let label = visible.first(where: { $0.overlaps(area, by: tolerance) })
                else { return false }
                let cover = owner.cards[index]
                ledger.record(
                    finding(
                        .labelShowsThrough, pieces, .labels, moment,
                        .showsThrough(
                            item: card.item, label: label, by: owner.index, coveringItem: cover.item,
                            opacity: cover.opacity * Double(cover.face.fill.alpha) / 255)))
                return true
            }
            if pieces.translucent.contains(where: { $0 > position && showsThrough(under: pieces, $0) }) { continue }
            // Stops at the first carousel with a card the label shows through.
            for other in later where other.translucent.contains(where: { showsThrough(under: other, $0) }) { break }
        }
    }

    /// W0415: `card`'s labels inside its rounded shape.
    private func outsideCard(
        _ card: SceneCard, of pieces: CarouselPieces, moment: Moment, into ledger: inout FindingLedger
    ) {
        let radius = min(card.cornerRadius, card.frame.width / 2, card.frame.height / 2)
        let outside = card.labels.first { !$0.rect.lies(inside: card.frame, radius: radius, tolerance: tolerance) }
        guard let label = outside else { return }
        ledger.record(
            finding(
                .textOutsideCard, pieces, .labels, moment,
                .outsideCard(item: card.item, label: label.rect, card: card.frame, radius: radius)))
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
            let lines = titleLines?.lines(of: card) ?? TitleLines(card: card)
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
