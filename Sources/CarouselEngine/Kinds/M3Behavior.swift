/// Material 3 (`kind = "m3"`): items along keylines, masked (see ``M3Geometry`` and
/// ``KeylineStrategy``); finite, resting between the strategy's first and last positions.
///
/// Release: content moving forward faster than `velocity-threshold` goes to the first target
/// resting after the position, backward to the last one before it; otherwise the nearest
/// target, or the next one when the drag passed `distance-threshold` of a stride. A tap goes to
/// the item under the pointer.
struct M3Behavior: KindBehavior {
    let geometry: M3Geometry
    let frame: Rect
    let count: Int
    let snap: SnapSettings

    init(configuration c: CarouselConfiguration, frame: Rect) {
        geometry = M3Geometry(configuration: c, frame: frame)
        self.frame = frame
        count = c.itemCount
        snap = c.snap
    }

    /// Material 3 carousels are finite (`check` reports `infinite = true`, E0330).
    var loops: Bool { false }

    var stride: Double { geometry.stride }

    var targetRange: ClosedRange<Int> { geometry.targets }

    func restingPosition(_ target: Int) -> Double { geometry.restingPosition(target) }

    /// The selection follows the committed target, clamped to the targets.
    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        var cards = geometry.cards(position: value, frame: frame)
        for index in cards.indices { cards[index].tappable = !dragging && cards[index].item != target }
        return cards
    }

    func tapTarget(at point: Point, position: Double) -> Int? {
        guard frame.contains(point) else { return nil }
        return geometry.item(at: point, position: position, frame: frame)
    }

    /// Keeps the target among the targets after a frame change and rests on its new place.
    func normalize(_ carousel: inout CarouselController) {
        guard carousel.press?.dragging != true else { return }
        let range = targetRange
        carousel.target = min(max(carousel.target, range.lowerBound), range.upperBound)
        let goal = restingPosition(carousel.target)
        if carousel.settle != nil {
            carousel.settle?.to = goal
        } else {
            carousel.position = goal
            carousel.previous = goal
        }
    }

    func releaseTarget(_ release: ReleaseInput) -> Int {
        let position = release.position
        let range = targetRange
        let threshold = snap.velocityThreshold
        if -release.pointerVelocity > threshold {
            return range.first { restingPosition($0) > position + 1e-9 } ?? range.upperBound
        }
        if release.pointerVelocity > threshold {
            return range.last { restingPosition($0) < position - 1e-9 } ?? range.lowerBound
        }
        let guess = min(max(CheckedInt.of(position), range.lowerBound), range.upperBound)
        var nearest = guess
        for candidate in [guess - 1, guess + 1] where range.contains(candidate) {
            if abs(restingPosition(candidate) - position) < abs(restingPosition(nearest) - position) {
                nearest = candidate
            }
        }
        let travelled = position - restingPosition(release.startTarget)
        if nearest == release.startTarget && abs(travelled) >= snap.distanceThreshold * 1 {
            let next = nearest + (travelled > 0 ? 1 : -1)
            if range.contains(next) { return next }
        }
        return nearest
    }
}
