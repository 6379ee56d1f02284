/// A thumbnail strip's view (``ThumbView``): built with the kind's behaviour, moved after every
/// fixed step and input event by the engine's sync pass, drawn and hit-tested instead of the
/// position.
extension CarouselController {
    /// A view for this carousel when it is a thumbnail strip: paging, ``PagingLayout/thumbs``,
    /// following another (`sync`) and not looping (a loop follower keeps today's snapping).
    func thumbView(from view: Double?) -> ThumbView? {
        guard config.kind == .paging, config.paging.thumbs, config.sync != nil, !loops, n > 0,
            let paging = behavior as? PagingBehavior
        else { return nil }
        return ThumbView(geometry: paging.geometry, count: n, position: position, from: view)
    }

    /// Moves a strip's view after its position changed (a drag moves it with the finger).
    mutating func followThumbs() {
        let goal = behavior.restingPosition(target), dragging = press?.dragging == true
        thumbs?.follow(position, target: goal, dragging: dragging)
    }

    /// Where a strip's cards are drawn and hit-tested: its view, else the position `value`.
    func shownPosition(_ value: Double, alpha: Double) -> Double { thumbs?.value(alpha: alpha) ?? value }
}
