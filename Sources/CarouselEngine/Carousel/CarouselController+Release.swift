/// Where a drag goes when the pointer is released.
extension CarouselController {
    mutating func release(_ press: Press, pointerVelocity: Double, at time: Double, events: inout [TimedEvent]) {
        if isMarquee {
            velocity = -pointerVelocity
            setPhase(abs(velocity) > 1 ? .settling : .idle, at: time, events: &events)
            return
        }
        guard n > 1 else {
            settle(to: 0, initialVelocity: 0, byAuto: false, at: time, events: &events)
            return
        }
        let contentVelocity = -pointerVelocity / stride
        let page: Int
        switch config.kind {
        case .paging: page = pagingTarget(press, pointerVelocity: pointerVelocity)
        default: page = decisiveTarget(press, contentVelocity: contentVelocity)
        }
        let limit = max(1, config.snap.maxFlickPages)
        let bounded = min(max(page, press.startTarget - limit), press.startTarget + limit)
        settle(to: bounded, initialVelocity: contentVelocity, byAuto: false, at: time, events: &events)
    }

    /// Paging: velocity past the threshold pages in its direction (`floor + 1` / `ceil - 1`);
    /// otherwise the nearest page, or the next one when the drag passed `distance-threshold`.
    func pagingTarget(_ press: Press, pointerVelocity: Double) -> Int {
        let resting = position
        let threshold = config.snap.velocityThreshold
        if -pointerVelocity > threshold { return Int(resting.rounded(.down)) + 1 }
        if pointerVelocity > threshold { return Int(resting.rounded(.up)) - 1 }
        var page = Int(resting.rounded())
        let travelled = resting - Double(press.startTarget)
        if page == press.startTarget && abs(travelled) >= config.snap.distanceThreshold {
            page += travelled > 0 ? 1 : -1
        }
        return page
    }

    /// Stack and focus: the larger of the actual and the predicted translation decides; past
    /// `distance-threshold` of a slot, commit `max(1, round(|decisive|))` slots in its direction.
    func decisiveTarget(_ press: Press, contentVelocity: Double) -> Int {
        let translation = position - press.anchorPosition
        let predicted = translation + contentVelocity * Self.predictionSeconds
        let decisive = abs(predicted) > abs(translation) ? predicted : translation
        guard abs(decisive) > config.snap.distanceThreshold else { return press.startTarget }
        let steps = max(1, Int(abs(decisive).rounded()))
        return press.startTarget + (decisive > 0 ? steps : -steps)
    }
}
