/// Paging: items side by side, `per-view` of them in the region, snapping at `align` (see
/// ``PagingGeometry``); a contained finite carousel rests inside ``PagingContainment``.
///
/// Release: content moving forward faster than `velocity-threshold` goes to
/// `floor(position) + step`, backward to `ceil(position) − step`; otherwise the nearest item,
/// or `step` items on when the drag passed `distance-threshold` of a stride (`step` is
/// `scroll-by`). A tap pages to the card under the pointer.
struct PagingBehavior: KindBehavior {
    let geometry: PagingGeometry
    let frame: Rect
    let axis: Axis
    let count: Int
    let loops: Bool
    let snap: SnapSettings
    let step: Int
    /// The pages under an effect other than slide (nil: slide).
    let effect: EffectLayout?

    init(configuration c: CarouselConfiguration, frame: Rect) {
        geometry = PagingGeometry(configuration: c, frame: frame)
        self.frame = frame
        axis = c.axis
        count = c.itemCount
        loops = count > 1 && c.infinite
        snap = c.snap
        step = c.paging.step
        effect =
            c.effect == .slide || geometry.hasUnequalItems
            ? nil : EffectLayout(geometry: geometry, effect: c.effect, perspective: c.perspective, cube: c.cube)
    }

    var stride: Double { geometry.stride }
    var coastsFreely: Bool { true }

    var targetRange: ClosedRange<Int> { geometry.containment?.targets ?? 0...max(count - 1, 0) }

    /// One dot per item; a contained carousel, one per target (``DotScale/targets(_:)``).
    var dotScale: DotScale { geometry.containment.map(DotScale.targets) ?? .items }

    func restingPosition(_ target: Int) -> Double {
        geometry.containment?.restingPosition(target) ?? Double(target)
    }

    /// After a frame change a contained carousel's resting places move: keep the target among
    /// the new targets, rest on its new place, and retarget a running settle there.
    func normalize(_ carousel: inout CarouselController) {
        guard geometry.containment != nil, carousel.press?.dragging != true else { return }
        let range = targetRange
        // A free carousel at rest stays where it is, inside the new ends (free-snap: as page mode).
        if carousel.config.snap.mode == .free && carousel.settle == nil {
            guard carousel.coast == nil else { return }
            let first = restingPosition(range.lowerBound), last = restingPosition(range.upperBound)
            carousel.position = min(max(carousel.position, first), last)
            carousel.previous = carousel.position
            carousel.target = carousel.nearestTarget(to: carousel.position)
            return
        }
        carousel.target = min(max(carousel.target, range.lowerBound), range.upperBound)
        let goal = restingPosition(carousel.target)
        if carousel.settle != nil {
            carousel.settle?.to = goal
        } else {
            carousel.position = goal
            carousel.previous = goal
        }
    }

    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        if let effect {
            return effect.cards(
                position: value, count: count, finite: !loops, target: target, frame: frame, axis: axis,
                dragging: dragging)
        }
        return geometry.cards(
            position: value, count: count, finite: !loops, target: target, frame: frame, axis: axis,
            dragging: dragging)
    }

    func tapTarget(at point: Point, position: Double) -> Int? {
        // Under every effect but coverflow the pages are not where the flat geometry puts them.
        switch effect?.effect {
        case nil, .coverflow?: break
        default: return nil
        }
        guard let page = geometry.page(at: point, position: position, axis: axis), frame.contains(point) else {
            return nil
        }
        return page
    }

    /// The position while dragging: the pointer's travel walks the items' own lengths (unequal
    /// items under `per-view = "auto"`); past a finite edge the rubber band resists.
    func dragPosition(anchor: Double, travel: Double) -> Double {
        let raw = geometry.advance(anchor, by: -travel)
        guard !loops else { return raw }
        let first = restingPosition(targetRange.lowerBound), last = restingPosition(targetRange.upperBound)
        return first
            + RubberBand.clamp(raw - first, last: max(last - first, 0), limit: CarouselController.rubberBandLimit)
    }

    func releaseTarget(_ release: ReleaseInput) -> Int {
        let resting = release.position
        let threshold = snap.velocityThreshold
        if -release.pointerVelocity > threshold { return CheckedInt.of(resting, .down) + step }
        if release.pointerVelocity > threshold { return CheckedInt.of(resting, .up) - step }
        var page = CheckedInt.of(resting)
        let travelled = resting - restingPosition(release.startTarget)
        if page == release.startTarget && abs(travelled) >= snap.distanceThreshold {
            page += travelled > 0 ? step : -step
        }
        return page
    }
}
