import CarouselEngine
import CarouselScene

/// The drawn parts of one carousel, read back from the commands the composer made for it: the
/// title line, the clip and the cards inside it, the page dots after it.
struct CarouselPieces {
    /// The carousel's position in the spec.
    var index: Int
    /// The carousel's title as drawn, if it was.
    var title: TextRun?
    /// The line the layout keeps for the title, when the carousel has one.
    var titleLine: Rect?
    /// The item of the card in front when the carousel rests on a page (nil while it moves, and
    /// for a marquee, which has no page to rest on).
    var restingItem: Int?
    /// The rectangle the cards are clipped to.
    var clip: Rect?
    /// The cards, in painting order.
    var cards: [SceneCard] = []
    /// Other shapes drawn inside the clip (the empty state).
    var inside: [Rect] = []
    /// The page dots.
    var dots: [Rect] = []
    /// ``visible(_:)`` of each card, in the order of `cards`.
    private(set) var visibleCards: [Rect?] = []
    /// Everything this carousel paints that could cover what was painted before it.
    private(set) var covering: [Rect] = []
    /// The cards through which what lies under them shows (``SceneCard/showsWhatIsUnder``) and
    /// that show on the window: positions in `cards`, in painting order.
    private(set) var translucent: [Int] = []

    /// The pieces of the commands of one carousel.
    init(index: Int, frame: CarouselFrame, commands: [DrawCommand]) {
        self.index = index
        titleLine = frame.titleRect
        let settled = abs(frame.progress - frame.progress.rounded()) < 1e-6
        if frame.kind != .marquee, frame.phase == .idle, settled { restingItem = frame.selection }
        var clipped = false
        var passedClip = false
        for command in commands {
            switch command {
            case .clip(let rect):
                clipped = rect != nil
                passedClip = passedClip || rect == nil
                if let rect { clip = rect }
            case .text(let run):
                if clipped {
                    inside.append(run.rect)
                } else if !passedClip {
                    title = run
                }
            case .fill(let shape):
                if clipped { inside.append(shape.rect) }
            case .card(let card):
                // A cube's ground shadow is no card: nothing to cut off or cover.
                if !card.isSoftShadow { cards.append(card) }
            case .pill(let shape):
                dots.append(shape.rect)
            case .stroke, .arc:
                break
            }
        }
        visibleCards = cards.map(visible)
        covering = dots + inside + (title.map { [$0.rect] } ?? []) + visibleCards.compactMap { $0 }
        translucent = cards.indices.filter { cards[$0].showsWhatIsUnder && visibleCards[$0] != nil }
    }

    /// The part of `card` that is drawn: its drawn rectangle inside the clip (nil when none).
    func visible(_ card: SceneCard) -> Rect? {
        let drawn = card.mask.flatMap { card.drawnRect.intersection($0) } ?? card.drawnRect
        guard let clip else { return drawn }
        return drawn.intersection(clip)
    }

    /// A label of `card` on the window (its transform applied), cut to the clip; nil when clipped away.
    func visibleLabel(_ label: FittedLabel, of card: SceneCard) -> Rect? {
        let applied = card.transform.apply(label.rect)
        guard let rect = card.mask.map({ applied.intersection($0) }) ?? applied else { return nil }
        guard let clip else { return rect }
        return rect.intersection(clip)
    }

}

extension SceneCard {
    /// Whether a label under this card shows through it: the card is translucent, not over a
    /// backdrop, and not cross-fading (what shows through a cross-fade is meant to). An opaque
    /// card in perspective hides what lies under it.
    var showsWhatIsUnder: Bool { !(hidesBehind || isOpaque || crossFades) }
}

extension TextRun {
    /// The run's rectangle in window points.
    var rect: Rect { Rect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

extension FittedLabel {
    /// The label's rectangle in its card's points (before the card's transform).
    var rect: Rect { Rect(x: origin.x, y: origin.y, width: line.size.width, height: line.size.height) }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they share no area.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the rectangles overlap by more than `tolerance` points on both axes.
    func overlaps(_ other: Rect, by tolerance: Double) -> Bool {
        guard let shared = intersection(other) else { return false }
        return shared.width > tolerance && shared.height > tolerance
    }

    /// Whether this rectangle lies inside `outer`, allowing `tolerance` points on each side.
    func lies(inside outer: Rect, tolerance: Double) -> Bool {
        x >= outer.x - tolerance && y >= outer.y - tolerance
            && x + width <= outer.x + outer.width + tolerance && y + height <= outer.y + outer.height + tolerance
    }

    /// Whether this rectangle, shrunk by `tolerance` on each side, lies inside the rounded
    /// rectangle `outer` with corner `radius` (a convex shape: its four corners are enough).
    func lies(inside outer: Rect, radius: Double, tolerance: Double) -> Bool {
        guard lies(inside: outer, tolerance: tolerance) else { return false }
        // Shrunk toward its centre, never past it (a label thinner than twice the tolerance).
        let shrinkX = min(tolerance, width / 2), shrinkY = min(tolerance, height / 2)
        let inner = Rect(
            x: x + shrinkX, y: y + shrinkY, width: width - 2 * shrinkX, height: height - 2 * shrinkY)
        let corners = [
            Point(x: inner.x, y: inner.y), Point(x: inner.x + inner.width, y: inner.y),
            Point(x: inner.x, y: inner.y + inner.height), Point(x: inner.x + inner.width, y: inner.y + inner.height),
        ]
        return corners.allSatisfy { outer.roundedContains($0, radius: radius) }
    }

    /// Whether `point` lies inside this rectangle with corners rounded by `radius`.
    func roundedContains(_ point: Point, radius: Double) -> Bool {
        let r = max(0, min(radius, width / 2, height / 2))
        let cx = min(max(point.x, x + r), x + width - r)
        let cy = min(max(point.y, y + r), y + height - r)
        let dx = point.x - cx, dy = point.y - cy
        return dx * dx + dy * dy <= r * r + 1e-9 && point.x >= x - 1e-9 && point.x <= x + width + 1e-9
            && point.y >= y - 1e-9 && point.y <= y + height + 1e-9
    }
}
