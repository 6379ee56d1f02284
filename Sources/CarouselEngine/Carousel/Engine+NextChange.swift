/// When the engine next changes by itself: what lets a window sleep while nothing moves.
extension Engine {
    /// The earliest time, in seconds, at which stepping the engine could change a frame or emit an
    /// event without new input.
    ///
    /// ``now`` while something moves (a drag, a settle, a coast, a wheel scroll, a marquee's
    /// drift, a selection not yet reported, or an auto-scroll countdown drawn as a progress bar or
    /// ring): draw every frame. Otherwise the end of the first running auto-scroll countdown or
    /// `resume-after` wait. Nil when nothing changes until input arrives (auto-scroll off, or
    /// paused by a hover, the keyboard focus or a hidden window). The engine reads no clock: the
    /// caller asks after ``advance(to:)`` and waits until the time returned (or an input event).
    public func nextChange() -> Double? {
        var earliest: Double?
        for carousel in carousels {
            guard let time = carousel.nextChange(stepTime: clock.time) else { continue }
            if time <= now { return now }
            earliest = min(earliest ?? time, time)
        }
        return earliest
    }

    /// Whether something moves now (``nextChange()`` is ``now``): the caller draws every frame.
    public var isMoving: Bool { nextChange() == now }
}

extension CarouselController {
    /// When this carousel next changes without input (see ``Engine/nextChange()``), given the
    /// fixed-step clock's `stepTime`: `-infinity` while it moves, nil when it waits for input.
    func nextChange(stepTime: Double) -> Double? {
        let quiet =
            press == nil && settle == nil && coast == nil && velocity == 0 && phase == .idle && previous == position
            && wheelScrolledAt == nil && reportedSelection == selection
        guard quiet else { return -.infinity }
        switch auto.state {
        case .running(let countdown):
            // A marquee drifts while running; a drawn countdown changes every step.
            if config.kind == .marquee || auto.settings.progress != .none { return -.infinity }
            return stepTime + countdown
        case .waitingToResume(let remaining): return stepTime + remaining
        case .disabled, .pausedByDrag, .pausedByHover, .pausedByHidden, .pausedByFocus: return nil
        }
    }
}
