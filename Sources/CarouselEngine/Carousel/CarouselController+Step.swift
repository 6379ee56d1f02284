#if canImport(Glibc)
    import Glibc
#endif

/// One fixed step of a carousel: settle, marquee drift and momentum, auto-scroll.
extension CarouselController {
    mutating func step(to time: Double, dt: Double, events: inout [TimedEvent]) {
        previous = position
        if isMarquee {
            stepMarquee(to: time, dt: dt, events: &events)
        } else if let animation = settle {
            let sample = animation.sample(at: time)
            position = sample.position
            velocity = sample.velocity
            if sample.finished { finishSettle(at: time, events: &events) }
        }
        let idle = phase == .idle && press == nil
        if auto.step(dt: dt, idle: idle) { autoAdvance(at: time, events: &events) }
    }

    /// The settle reached its target: snap exactly, renormalise a looping position, report.
    mutating func finishSettle(at time: Double, events: inout [TimedEvent]) {
        settle = nil
        velocity = 0
        position = Double(target)
        if loops && (position < 0 || position >= Double(n)) {
            let laps = Int((position / Double(n)).rounded(.down))
            let shift = laps * n
            target -= shift
            position -= Double(shift)
            previous -= Double(shift)
        }
        setPhase(.idle, at: time, events: &events)
        events.append(TimedEvent(time: time, event: .settle(carousel: config.id, index: selection)))
    }

    /// Marquee: glide, momentum decaying by `deceleration` per ms towards the drift speed, wrap.
    mutating func stepMarquee(to time: Double, dt: Double, events: inout [TimedEvent]) {
        guard n > 0 else { return }
        if press?.dragging == true { return }
        if let animation = settle {
            let sample = animation.sample(at: time, restScale: 1000)
            position = sample.position
            if sample.finished {
                settle = nil
                velocity = 0
            }
        } else {
            let sign = auto.settings.direction == .forward ? 1.0 : -1.0
            let drift = auto.isRunning ? config.marquee.speedPointsPerSecond * sign : 0
            let decay = pow(min(max(config.marquee.decelerationPerMillisecond, 0), 1), dt * 1000)
            velocity = drift + (velocity - drift) * decay
            if drift == 0 && abs(velocity) < 0.5 { velocity = 0 }
            position += velocity * dt
        }
        wrapMarquee()
        let next: Phase
        if settle != nil {
            next = .settling
        } else if velocity == 0 {
            next = .idle
        } else if auto.isRunning && config.marquee.speedPointsPerSecond != 0 {
            next = .auto
        } else {
            next = .settling
        }
        if next == .idle && phase != .idle && phase != .dragging {
            events.append(TimedEvent(time: time, event: .settle(carousel: config.id, index: selection)))
        }
        if press == nil { setPhase(next, at: time, events: &events) }
        reportSelection(at: time, events: &events)
    }

    /// Keeps the marquee offset in [0, total), shifting everything that refers to it by the same
    /// amount so the exact overshoot (and the interpolation) is kept.
    mutating func wrapMarquee() {
        guard isMarquee else { return }
        let total = marqueeGeometry.total(count: n)
        guard total > 0, position < 0 || position >= total else { return }
        let shift = (position / total).rounded(.down) * total
        position -= shift
        previous -= shift
        settle?.shift(by: -shift)
        if var current = press {
            current.anchorPosition -= shift
            press = current
        }
    }
}
