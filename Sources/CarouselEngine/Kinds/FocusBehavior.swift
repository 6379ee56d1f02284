/// Focus: a centred card with shorter neighbours (see ``FocusGeometry``).
///
/// A tap on a drawn neighbour (within `visible-neighbors` pages) pages to it; a release commits
/// by the larger of the actual and the predicted translation (``ReleaseInput/decisiveTarget(distanceThreshold:)``).
struct FocusBehavior: KindBehavior {
    let geometry: FocusGeometry
    let axis: Axis
    let count: Int
    let loops: Bool
    let snap: SnapSettings
    let frame: Rect
    /// The cards under an effect other than slide (nil: slide): the focus rectangles moved by
    /// the effect's transform (``EffectFocus``).
    let effect: EffectLayout?

    init(configuration c: CarouselConfiguration, frame: Rect) {
        geometry = FocusGeometry(configuration: c, frame: frame)
        axis = c.axis
        count = c.itemCount
        loops = count > 1 && c.infinite
        snap = c.snap
        self.frame = frame
        effect =
            c.effect == .slide
            ? nil
            : EffectLayout(
                geometry: PagingGeometry(focus: geometry), effect: c.effect, perspective: c.perspective,
                focus: EffectFocus(geometry), cube: c.cube)
    }

    var stride: Double { geometry.stride }
    var coastsFreely: Bool { true }

    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        if let effect {
            return effect.cards(
                position: value, count: count, finite: !loops, target: target, frame: frame, axis: axis,
                dragging: dragging)
        }
        return geometry.cards(
            position: value, count: count, finite: !loops, target: target, axis: axis, dragging: dragging)
    }

    func tapTarget(at point: Point, position: Double) -> Int? {
        if let effect {
            return effect.tapTarget(
                at: point, position: position, count: count, finite: !loops, frame: frame, axis: axis)
        }
        let main = axis == .horizontal ? point.x : point.y
        let offset = (main - geometry.mainCenter) / geometry.stride + position
        let page = CheckedInt.of(offset)
        let center = geometry.mainCenter + (Double(page) - position) * geometry.stride
        guard abs(main - center) <= geometry.itemMain / 2 else { return nil }
        guard abs(Double(page) - position) <= Double(geometry.neighbors) else { return nil }
        return page
    }

    func releaseTarget(_ release: ReleaseInput) -> Int {
        release.decisiveTarget(distanceThreshold: snap.distanceThreshold)
    }
}
