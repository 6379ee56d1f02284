/// What a carousel's page dots stand for: one dot per item, or one dot per place it can rest
/// on (the positions the user can page to: its ``KindBehavior/targetRange``): for a grid its
/// line positions, for a contained paging carousel its targets (Embla's snaps: the last items of
/// a contained row are shown but never selected, so they get no dot). The active dot follows
/// the position and a click on a dot pages to it. Everything else (the selection, `select`
/// events, the fraction and the announcements) still counts items.
enum DotScale: Sendable {
    /// One dot per item (every kind but a grid).
    case items
    /// One dot per line position in `positions` of a grid of `items` items.
    case lines(GridLayout, positions: ClosedRange<Int>, items: Int)
    /// One dot per target of a contained paging carousel.
    case targets(PagingContainment)

    /// The number of dots for a carousel of `n` items.
    func count(items n: Int) -> Int {
        switch self {
        case .items: return n
        case .lines(_, let positions, _): return positions.count
        case .targets(let containment): return containment.targets.count
        }
    }

    /// The dots' continuous progress: the item progress, or the line position (`value`, in lines)
    /// counted from the first position.
    func progress(itemProgress: Double, value: Double) -> Double {
        switch self {
        case .items: return itemProgress
        case .lines(_, let positions, _):
            return min(max(value, Double(positions.lowerBound)), Double(positions.upperBound))
                - Double(positions.lowerBound)
        case .targets(let containment):
            return containment.targetProgress(value) - Double(containment.targets.lowerBound)
        }
    }

    /// The selected dot: the selected item, or the committed line's position.
    func selected(selection: Int, target: Int) -> Int {
        switch self {
        case .items: return selection
        case .lines(_, let positions, _):
            return min(max(target, positions.lowerBound), positions.upperBound) - positions.lowerBound
        case .targets(let containment):
            let targets = containment.targets
            return min(max(target, targets.lowerBound), targets.upperBound) - targets.lowerBound
        }
    }

    /// The item a click on dot `dot` goes to: that item, or the first item of the dot's line.
    func item(ofDot dot: Int) -> Int {
        switch self {
        case .items: return dot
        case .lines(let grid, let positions, let items):
            return grid.item(line: positions.lowerBound + dot, cell: 0, count: items) ?? 0
        case .targets(let containment): return containment.targets.lowerBound + dot
        }
    }
}

extension KindBehavior {
    /// One dot per item (``GridBehavior`` counts its line positions).
    var dotScale: DotScale { .items }
}

extension CarouselController {
    /// The page dots in `rect` at the position `value` (whose item progress is `progress`).
    func pageDots(progress: Double, value: Double, in rect: Rect) -> [IndicatorDot] {
        let scale = behavior.dotScale
        return PageIndicator.dots(
            count: scale.count(items: n), progress: scale.progress(itemProgress: progress, value: value),
            selection: scale.selected(selection: selection, target: target), loops: loops, axis: axis, rect: rect)
    }

    /// The item whose dot in `rect` is under `point` (logical coordinates), if any.
    func dotItem(at point: Point, in rect: Rect) -> Int? {
        let scale = behavior.dotScale
        return PageIndicator.item(
            at: point, count: scale.count(items: n), selection: scale.selected(selection: selection, target: target),
            loops: loops, axis: axis, rect: rect
        ).map(scale.item(ofDot:))
    }
}
