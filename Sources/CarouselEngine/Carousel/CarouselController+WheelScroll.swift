/// Continuous wheel scrolling in the free modes (`[carousel.snap] mode = "free" | "free-snap"`).
///
/// A wheel delta (wheel steps, fractional from a trackpad or a high-resolution wheel) moves the
/// content by `delta × wheelPointsPerStep` points at once, within the finite ends; the selection
/// is committed when the gesture ends (``WheelGesture/quietGapSeconds`` without a wheel event):
/// `free` rests where the wheel left it, `free-snap` settles on the nearest snap point. Page mode
/// keeps one page per gesture (``WheelGesture``). docs/engine.md, "Wheel in the free modes".
extension CarouselController {
    /// Points the content moves per wheel step in the free modes (a browser's wheel notch).
    static let wheelPointsPerStep = 100.0

    /// Whether the wheel scrolls continuously: a kind that coasts, in a free mode.
    var scrollsWheelFreely: Bool { behavior.coastsFreely && config.snap.mode.coasts && n > 1 }

    /// Moves the content by `delta` wheel steps (positive: towards the next item): a running
    /// settle or coast is caught where it is, the position moves `delta × 100 / stride` pages,
    /// kept between the first and last resting positions of a finite carousel (never further out
    /// than it was, when caught in the rubber band).
    mutating func wheelFreely(_ delta: Double, at time: Double, events: inout [TimedEvent]) {
        guard delta.isFinite, delta != 0 else { return }
        settle = nil
        coast = nil
        velocity = 0
        var next = position + delta * Self.wheelPointsPerStep / max(behavior.stride, 1e-9)
        if !loops {
            let range = behavior.targetRange
            let first = behavior.restingPosition(range.lowerBound), last = behavior.restingPosition(range.upperBound)
            next = min(max(next, min(first, position)), max(last, position))
        }
        position = next
        wheelScrolledAt = time
        setPhase(.dragging, at: time, events: &events)
    }

    /// Ends a wheel scroll once no wheel event came for ``WheelGesture/quietGapSeconds`` (or drops
    /// it when a press, settle or coast took over): `free` commits the nearest target and rests
    /// where it is, `free-snap` settles on that target from rest, and so does a finite carousel
    /// left past an end (a wheel event that caught a coast in the rubber band).
    mutating func stepWheelScroll(to time: Double, events: inout [TimedEvent]) {
        guard let last = wheelScrolledAt else { return }
        if press != nil || settle != nil || coast != nil {
            wheelScrolledAt = nil
            return
        }
        guard time - last > WheelGesture.quietGapSeconds else { return }
        wheelScrolledAt = nil
        let rest = nearestTarget(to: position)
        // Caught in the rubber band (a coast past an end, or ends moved by a resize): back to the end.
        let range = behavior.targetRange
        let outside =
            !loops
            && (position < behavior.restingPosition(range.lowerBound) - 1e-9
                || position > behavior.restingPosition(range.upperBound) + 1e-9)
        if config.snap.mode == .freeSnap || outside {
            settle(to: rest, initialVelocity: 0, byAuto: false, at: time, events: &events)
            return
        }
        target = rest
        if loops && (position < 0 || position >= Double(n)) {
            let shift = CheckedInt.of(position / Double(n), .down) * n
            target -= shift
            position -= Double(shift)
            previous -= Double(shift)
        }
        reportSelection(at: time, events: &events)
        setPhase(.idle, at: time, events: &events)
        events.append(TimedEvent(time: time, event: .settle(carousel: config.id, index: selection)))
    }
}
