#if canImport(Glibc)
    import Glibc
#endif

/// The marquee's own motion: glide, momentum decaying towards the drift, wrapping.
extension MarqueeBehavior {
    /// Glide, momentum decaying by `deceleration` per ms towards the drift speed, wrap, report.
    func step(_ carousel: inout CarouselController, to time: Double, dt: Double, events: inout [TimedEvent]) {
        guard count > 0 else { return }
        if carousel.press?.dragging == true { return }
        if let animation = carousel.settle {
            let sample = animation.sample(at: time, restScale: 1000)
            carousel.position = sample.position
            if sample.finished {
                carousel.settle = nil
                carousel.velocity = 0
            }
        } else {
            let sign = carousel.auto.settings.direction == .forward ? 1.0 : -1.0
            let drift = carousel.auto.isRunning && !carousel.reducedMotion ? settings.speedPointsPerSecond * sign : 0
            let decay = pow(min(max(settings.decelerationPerMillisecond, 0), 1), dt * 1000)
            carousel.velocity = drift + (carousel.velocity - drift) * decay
            if drift == 0 && abs(carousel.velocity) < 0.5 { carousel.velocity = 0 }
            carousel.position += carousel.velocity * dt
        }
        normalize(&carousel)
        let next: Phase
        if carousel.settle != nil {
            next = .settling
        } else if carousel.velocity == 0 {
            next = .idle
        } else if carousel.auto.isRunning && settings.speedPointsPerSecond != 0 {
            next = .auto
        } else {
            next = .settling
        }
        if next == .idle && carousel.phase != .idle && carousel.phase != .dragging {
            events.append(
                TimedEvent(time: time, event: .settle(carousel: carousel.config.id, index: carousel.selection)))
        }
        if carousel.press == nil { carousel.setPhase(next, at: time, events: &events) }
        // Drifting past items reports nothing (``CarouselController/reportSelection(at:events:byAuto:silently:)``).
        carousel.reportSelection(at: time, events: &events, silently: next == .auto)
    }

    /// Keeps the offset in `[0, total)`, shifting everything that refers to it by the same amount
    /// so the exact overshoot (and the interpolation) is kept.
    func normalize(_ carousel: inout CarouselController) {
        let total = geometry.total(count: count)
        guard total > 0, carousel.position < 0 || carousel.position >= total else { return }
        let shift = (carousel.position / total).rounded(.down) * total
        carousel.position -= shift
        carousel.previous -= shift
        carousel.settle?.shift(by: -shift)
        if var current = carousel.press {
            current.anchorPosition -= shift
            carousel.press = current
        }
    }
}
