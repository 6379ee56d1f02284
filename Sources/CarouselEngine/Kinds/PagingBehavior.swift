/// Paging: full pages side by side, one page per flick (see ``PagingGeometry``).
///
/// Release: content moving forward faster than `velocity-threshold` goes to
/// `floor(position) + 1`, backward to `ceil(position) - 1`; otherwise the nearest page, or the
/// next one when the drag passed `distance-threshold` of a stride. A tap pages to the card under
/// the pointer.
struct PagingBehavior: KindBehavior {
    let geometry: PagingGeometry
    let frame: Rect
    let axis: Axis
    let count: Int
    let loops: Bool
    let snap: SnapSettings
    /// The pages under an effect other than slide (nil: slide).
    let effect: EffectLayout?

    init(configuration c: CarouselConfiguration, frame: Rect) {
        geometry = PagingGeometry(configuration: c, frame: frame)
        self.frame = frame
        axis = c.axis
        count = c.itemCount
        loops = count > 1 && c.infinite
        snap = c.snap
        effect =
            c.effect == .slide
            ? nil : EffectLayout(geometry: geometry, effect: c.effect, perspective: c.perspective)
    }

    var stride: Double { geometry.stride }

    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        if let effect {
            return effect.cards(position: value, count: count, finite: !loops, target: target, frame: frame, axis: axis)
        }
        return geometry.cards(
            position: value, count: count, finite: !loops, target: target, frame: frame, axis: axis,
            dragging: dragging)
    }

    func tapTarget(at point: Point, position: Double) -> Int? {
        // Under fade and the rings the pages are not where the flat geometry puts them.
        switch effect?.effect {
        case .fade?, .ring?: return nil
        default: break
        }
        guard let page = geometry.page(at: point, position: position, axis: axis), frame.contains(point) else {
            return nil
        }
        return page
    }

    func releaseTarget(_ release: ReleaseInput) -> Int {
        let resting = release.position
        let threshold = snap.velocityThreshold
        if -release.pointerVelocity > threshold { return CheckedInt.of(resting, .down) + 1 }
        if release.pointerVelocity > threshold { return CheckedInt.of(resting, .up) - 1 }
        var page = CheckedInt.of(resting)
        let travelled = resting - Double(release.startTarget)
        if page == release.startTarget && abs(travelled) >= snap.distanceThreshold {
            page += travelled > 0 ? 1 : -1
        }
        return page
    }
}
