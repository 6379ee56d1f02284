/// One fixed step of a carousel: the kind's motion (settle, or marquee drift), then auto-scroll.
extension CarouselController {
    mutating func step(to time: Double, dt: Double, events: inout [TimedEvent]) {
        previous = position
        thumbs?.beginStep()
        stepWheelScroll(to: time, events: &events)
        let behavior = self.behavior
        if coast != nil {
            stepCoast(to: time, events: &events)
        } else {
            let settling = settle != nil
            behavior.step(&self, to: time, dt: dt, events: &events)
            // Reduced motion: a settle is a jump, so no frame is interpolated between the two pages.
            if reducedMotion && settling && press?.dragging != true { previous = position }
        }
        let idle = phase == .idle && press == nil
        if auto.step(dt: dt, idle: idle) { autoAdvance(at: time, events: &events) }
    }

    /// The settle reached its target: snap exactly, renormalise a looping position, report.
    mutating func finishSettle(at time: Double, events: inout [TimedEvent]) {
        settle = nil
        velocity = 0
        position = behavior.restingPosition(target)
        if loops && (position < 0 || position >= Double(n)) {
            let laps = CheckedInt.of(position / Double(n), .down)
            let shift = laps * n
            target -= shift
            position -= Double(shift)
            previous -= Double(shift)
        }
        setPhase(.idle, at: time, events: &events)
        events.append(TimedEvent(time: time, event: .settle(carousel: config.id, index: selection)))
    }

    /// Brings the position back into the kind's canonical range (the marquee wraps its offset).
    mutating func normalize() {
        let behavior = self.behavior
        behavior.normalize(&self)
    }
}
