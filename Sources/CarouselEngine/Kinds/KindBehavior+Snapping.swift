/// The motion of kinds that snap to pages (paging, focus, stack): the default hooks.
///
/// A release, tap, key, wheel step, dot click or auto-scroll tick commits a target page and
/// settles to it with the kind's ``KindBehavior/settleCurve(_:pages:)``.
extension KindBehavior {
    static var snapsToPages: Bool { true }

    /// The configured curve: a spring, or an ease-out of the configured duration.
    static func settleCurve(_ animation: SnapAnimation, pages: Double) -> SettleCurve {
        switch animation {
        case .spring(let stiffness, let damping): return .spring(Spring(stiffness: stiffness, damping: damping))
        case .easeOut(let duration): return .easeOut(durationSeconds: duration)
        }
    }

    var targetRange: ClosedRange<Int> { 0...max(count - 1, 0) }
    func restingPosition(_ target: Int) -> Double { Double(target) }
    var step: Int { 1 }

    /// `target mod n` when looping, the target clamped to ``targetRange`` otherwise.
    func selection(position: Double, target: Int) -> Int {
        loops ? Ring.wrap(target, count) : min(max(target, targetRange.lowerBound), targetRange.upperBound)
    }

    /// `value mod n` when looping, clamped to `0...n-1` otherwise.
    func progress(at value: Double) -> Double {
        if loops { return Ring.wrap(value, Double(count)) }
        return min(max(value, 0), Double(count - 1))
    }

    var settleIsInterruptible: Bool { true }
    var dragsOnPress: Bool { false }
    var coastsFreely: Bool { false }
    var canAutoScroll: Bool { count > 1 }

    /// Without a `[carousel.auto]` table auto-scroll is off; Space turns it on with
    /// ``AutoScrollSettings/standard``.
    func autoScroll(_ configured: AutoScrollSettings?) -> AutoScrollMachine {
        AutoScrollMachine(settings: configured, defaults: .standard)
    }

    /// The pointer's travel in pages; past a finite edge (the first and last resting positions)
    /// the rubber band resists.
    func dragPosition(anchor: Double, travel: Double) -> Double {
        let raw = anchor - travel / stride
        guard !loops else { return raw }
        let first = restingPosition(targetRange.lowerBound), last = restingPosition(targetRange.upperBound)
        return first
            + RubberBand.clamp(raw - first, last: max(last - first, 0), limit: CarouselController.rubberBandLimit)
    }

    func start(_ carousel: inout CarouselController) {}

    /// Samples the running settle; snaps and reports when it has finished.
    func step(_ carousel: inout CarouselController, to time: Double, dt: Double, events: inout [TimedEvent]) {
        guard let animation = carousel.settle else { return }
        let sample = animation.sample(at: time)
        carousel.position = sample.position
        carousel.velocity = sample.velocity
        if sample.finished { carousel.finishSettle(at: time, events: &events) }
    }

    /// Settles to the kind's release target, at most `max-flick-pages` from where the drag began,
    /// starting with the content's velocity.
    func release(
        _ carousel: inout CarouselController, _ press: CarouselController.Press, pointerVelocity: Double,
        at time: Double, events: inout [TimedEvent]
    ) {
        if coastsFreely && carousel.config.snap.mode.coasts {
            carousel.releaseFree(pointerVelocity: pointerVelocity, at: time, events: &events)
            return
        }
        guard count > 1 else {
            carousel.settle(to: 0, initialVelocity: 0, byAuto: false, at: time, events: &events)
            return
        }
        let contentVelocity = -pointerVelocity / stride
        let page = releaseTarget(
            ReleaseInput(
                position: carousel.position, anchorPosition: press.anchorPosition, startTarget: press.startTarget,
                pointerVelocity: pointerVelocity, contentVelocity: contentVelocity))
        let limit = max(1, carousel.config.snap.maxFlickPages) * step
        let bounded = min(max(page, press.startTarget - limit), press.startTarget + limit)
        carousel.settle(to: bounded, initialVelocity: contentVelocity, byAuto: false, at: time, events: &events)
    }

    /// Pages to `item`, across the seam when that is shorter.
    func go(_ carousel: inout CarouselController, toItem item: Int, at time: Double, events: inout [TimedEvent]) {
        let page =
            loops
            ? carousel.target + Ring.shortestDelta(from: carousel.selection, to: item, n: count) : item
        carousel.move(to: page, at: time, events: &events)
    }

    /// Moves by `delta` × ``step`` items from the committed target.
    func page(_ carousel: inout CarouselController, by delta: Int, at time: Double, events: inout [TimedEvent]) {
        carousel.move(to: carousel.target + delta * step, at: time, events: &events)
    }

    /// ``step`` items on in the configured direction (finite: back to the first target after the
    /// last, to the last before the first).
    func autoAdvance(_ carousel: inout CarouselController, at time: Double, events: inout [TimedEvent]) {
        guard count > 1, carousel.settle == nil, carousel.press == nil else { return }
        let direction = carousel.auto.settings.direction == .forward ? 1 : -1
        var next = carousel.target + direction * step
        let range = targetRange
        let end = direction > 0 ? range.upperBound : range.lowerBound
        // stop-at-end: a finite carousel switches auto-scroll off at its end instead of rewinding.
        let stops = !loops && carousel.auto.settings.stopAtEnd
        if stops && carousel.target == end {
            carousel.auto.setEnabled(false)
            return
        }
        if !loops {
            if carousel.target == range.upperBound && direction > 0 {
                next = range.lowerBound
            } else if carousel.target == range.lowerBound && direction < 0 {
                next = range.upperBound
            } else {
                next = min(max(next, range.lowerBound), range.upperBound)
            }
        }
        carousel.settle(to: next, initialVelocity: 0, byAuto: true, at: time, events: &events)
        if stops && next == end { carousel.auto.setEnabled(false) }
    }

    /// Rests on `selection`, clamped to the targets of the new count.
    func adopt(_ carousel: inout CarouselController, selection: Int, offset: Double, previousKind: CarouselKind) {
        let range = targetRange
        let low = loops ? 0 : range.lowerBound, high = loops ? count - 1 : range.upperBound
        carousel.target = min(max(selection, low), high)
        carousel.position = restingPosition(carousel.target)
    }

    func normalize(_ carousel: inout CarouselController) {}
}

extension ReleaseInput {
    /// Seconds of flight used to predict where a release would coast to (deceleration 0.998 per ms).
    static let predictionSeconds = 0.998 / (1 - 0.998) / 1000

    /// Stack and focus: the larger of the actual and the predicted translation decides; past
    /// `distanceThreshold` of a slot, commit `max(1, round(|decisive|))` slots in its direction.
    func decisiveTarget(distanceThreshold: Double) -> Int {
        let translation = position - anchorPosition
        let predicted = translation + contentVelocity * Self.predictionSeconds
        let decisive = abs(predicted) > abs(translation) ? predicted : translation
        guard abs(decisive) > distanceThreshold else { return startTarget }
        let steps = max(1, CheckedInt.of(abs(decisive)))
        return startTarget + (decisive > 0 ? steps : -steps)
    }
}
