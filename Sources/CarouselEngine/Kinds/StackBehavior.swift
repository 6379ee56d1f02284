/// Stack: a 3D ring on the stage (the frame minus the insets), see ``StackLayout`` and
/// ``StackPlacement``.
///
/// Always loops. Only the front card is tappable and it is already the selection, so taps do
/// nothing. A running settle cannot be interrupted (a press is ignored, keys wait). With an
/// ease-out the commit of `s` slots lasts ``commitSeconds(steps:)`` and going back
/// ``returnSeconds``, whatever the configured duration.
struct StackBehavior: KindBehavior {
    /// Seconds of an ease-out settle back to the slot the drag began on.
    static let returnSeconds = 0.28

    let layout: StackLayout
    let settings: StackSettings
    let stage: Rect
    let axis: Axis
    let count: Int
    let loops: Bool
    let snap: SnapSettings

    init(configuration c: CarouselConfiguration, frame: Rect) {
        axis = c.axis
        count = c.itemCount
        loops = count > 1
        snap = c.snap
        settings = c.stack
        let content = frame.inset(by: c.insets)
        stage = Rect(x: content.x, y: content.y, width: max(1, content.width), height: max(1, content.height))
        layout = StackLayout(
            settings: c.stack, axis: axis, itemCount: count, stage: Size(width: stage.width, height: stage.height))
    }

    /// Seconds of an ease-out commit of `steps` slots: `min(0.42, 0.26 + 0.06 * steps)`.
    static func commitSeconds(steps: Double) -> Double { min(0.42, 0.26 + 0.06 * steps) }

    /// An ease-out lasts by the number of slots (``commitSeconds(steps:)``, ``returnSeconds``
    /// below one slot); a spring is the configured spring.
    static func settleCurve(_ animation: SnapAnimation, pages: Double) -> SettleCurve {
        switch animation {
        case .spring(let stiffness, let damping):
            return .spring(Spring(stiffness: stiffness, damping: damping))
        case .easeOut:
            let steps = pages.rounded()
            return .easeOut(durationSeconds: steps < 1 ? returnSeconds : commitSeconds(steps: steps))
        }
    }

    var stride: Double { layout.slotExtent }
    var settleIsInterruptible: Bool { false }

    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        StackPlacement.cards(
            progress: value, count: count, layout: layout, settings: settings, frame: stage, axis: axis,
            settling: settling || dragging)
    }

    func tapTarget(at point: Point, position: Double) -> Int? { nil }

    func releaseTarget(_ release: ReleaseInput) -> Int {
        release.decisiveTarget(distanceThreshold: snap.distanceThreshold)
    }
}
