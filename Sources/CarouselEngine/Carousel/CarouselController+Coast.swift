/// Free scrolling (`[carousel.snap] mode = "free" | "free-snap"`): a release coasts.
extension CarouselController {
    /// A running coast and whether it ends on a snap point (free-snap).
    struct Coast: Sendable {
        var glide: Glide
        var snaps: Bool
    }

    /// Longest coast, in seconds: a faster release is slowed to this (the longest settle).
    static let maximumCoastSeconds = SettleAnimation.maximumSeconds
    /// Free-snap bends the coast's deceleration by at most this factor either way; past it the
    /// snap point is reached with the settle spring instead (a hard stop or a long crawl).
    static let coastBendLimit = 4.0

    /// Deceleration in pages per second squared (`deceleration` is in points per second squared).
    var coastDeceleration: Double {
        max(config.snap.deceleration, 1) / max(behavior.stride, 1e-9)
    }

    /// The target whose resting position is nearest to `value` (looping: the nearest page).
    func nearestTarget(to value: Double) -> Int {
        if loops { return CheckedInt.of(value) }
        let range = behavior.targetRange
        let guess = min(max(CheckedInt.of(value), range.lowerBound), range.upperBound)
        var best = guess
        for candidate in [guess - 1, guess + 1] where range.contains(candidate) {
            let distance = abs(behavior.restingPosition(candidate) - value)
            if distance < abs(behavior.restingPosition(best) - value) { best = candidate }
        }
        return best
    }

    /// A release in free or free-snap mode, the content moving at `pointerVelocity`'s opposite.
    mutating func releaseFree(pointerVelocity: Double, at time: Double, events: inout [TimedEvent]) {
        guard n > 1 else {
            settle(to: 0, initialVelocity: 0, byAuto: false, at: time, events: &events)
            return
        }
        let a = coastDeceleration
        let limit = a * Self.maximumCoastSeconds
        let velocity = InputLimits.clamp(-pointerVelocity / max(behavior.stride, 1e-9), limit)
        let range = behavior.targetRange
        let first = behavior.restingPosition(range.lowerBound), last = behavior.restingPosition(range.upperBound)
        // Released in the rubber band: back to the end it was pulled past, as in page mode.
        if !loops && (position < first || position > last) {
            let end = position < first ? range.lowerBound : range.upperBound
            settle(to: end, initialVelocity: velocity, byAuto: false, at: time, events: &events)
            return
        }
        let wall: Double? = loops ? nil : (velocity >= 0 ? last : first)
        var glide = Glide(
            startTime: time, from: position, velocity: velocity, deceleration: a, wall: wall,
            bandLimit: Self.rubberBandLimit)
        let snaps = config.snap.mode == .freeSnap
        let rest = nearestTarget(to: glide.end)
        if snaps && !glide.passesWall {
            let goal = behavior.restingPosition(rest)
            let way = goal - position
            let bent = velocity * velocity / (2 * abs(way))
            guard way * velocity > 0, bent >= a / Self.coastBendLimit, bent <= a * Self.coastBendLimit else {
                settle(to: rest, initialVelocity: velocity, byAuto: false, at: time, events: &events)
                return
            }
            glide.deceleration = bent
        }
        if reducedMotion {
            // Reduced motion: the coast's end is reached on the next step, without the motion.
            if glide.passesWall {
                settle(to: rest, initialVelocity: 0, byAuto: false, at: time, events: &events)
                return
            }
            glide = Glide(
                startTime: time, from: snaps ? behavior.restingPosition(rest) : glide.end, velocity: 0,
                deceleration: a)
        }
        settle = nil
        coast = Coast(glide: glide, snaps: snaps)
        self.velocity = glide.velocity
        target = rest
        reportSelection(at: time, events: &events)
        setPhase(.settling, at: time, events: &events)
    }

    /// Samples the running coast; at its end rests there (free), on the snap point (free-snap),
    /// or springs back from the rubber band to the end it ran past.
    mutating func stepCoast(to time: Double, events: inout [TimedEvent]) {
        guard let running = coast else { return }
        let sample = running.glide.sample(at: time)
        position = sample.position
        velocity = sample.velocity
        guard sample.finished else { return }
        coast = nil
        velocity = 0
        if running.glide.passesWall {
            settle(to: target, initialVelocity: 0, byAuto: false, at: time, events: &events)
            return
        }
        position = running.snaps ? behavior.restingPosition(target) : running.glide.end
        if loops && (position < 0 || position >= Double(n)) {
            let shift = CheckedInt.of(position / Double(n), .down) * n
            target -= shift
            position -= Double(shift)
            previous -= Double(shift)
        }
        setPhase(.idle, at: time, events: &events)
        events.append(TimedEvent(time: time, event: .settle(carousel: config.id, index: selection)))
    }

    /// Whether a wheel move of sign `delta` would go past a finite end the carousel rests at.
    func restsAtEnd(towards delta: Double) -> Bool {
        guard delta != 0 else { return false }
        if n < 2 { return true }
        if loops || settle != nil || coast != nil { return false }
        let range = behavior.targetRange
        let end = delta > 0 ? range.upperBound : range.lowerBound
        let resting = behavior.restingPosition(end)
        return target == end && (delta > 0 ? position >= resting - 1e-9 : position <= resting + 1e-9)
    }

    /// A wheel delta with the carousel's `[carousel.wheel]` settings applied; false when the
    /// carousel lets it go on (`release-at-ends` at a finite end, outside a gesture it took).
    mutating func takeWheel(_ delta: Double, at time: Double, events: inout [TimedEvent]) -> Bool {
        let settings = config.interaction.wheel
        let scaled = (settings.invert ? -delta : delta) * settings.sensitivity
        if settings.releaseAtEnds && !wheel.isOngoing(at: time) && restsAtEnd(towards: scaled) { return false }
        wheel(scaled, at: time, events: &events)
        return true
    }
}
