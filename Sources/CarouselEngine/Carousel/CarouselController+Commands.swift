/// Commands that move a carousel to a page: settle, tap, dot, key, wheel, auto-scroll tick.
extension CarouselController {
    /// Clamps a page to the kind's targets (finite) or keeps it (looping).
    func clampPage(_ page: Int) -> Int {
        guard n > 0 else { return 0 }
        let range = behavior.targetRange
        return loops ? page : min(max(page, range.lowerBound), range.upperBound)
    }

    /// The curve for a settle covering `pages` pages (the kind decides, see ``KindRegistry``).
    /// Under reduced motion every settle is a zero-length ease-out: the page is reached on the next
    /// step, with nothing drawn in between (``step(to:dt:events:)``).
    func curve(pages: Double) -> SettleCurve {
        if reducedMotion { return .easeOut(durationSeconds: 0) }
        return type(of: behavior).settleCurve(config.snap.animation, pages: pages)
    }

    /// Commits to `page` and starts the settle from the current position and `initialVelocity` (pages/s).
    mutating func settle(
        to page: Int, initialVelocity: Double, byAuto: Bool, at time: Double, events: inout [TimedEvent]
    ) {
        guard n > 0 else { return }
        coast = nil
        target = clampPage(page)
        reportSelection(at: time, events: &events, byAuto: byAuto)
        let goal = behavior.restingPosition(target)
        if abs(position - goal) < 1e-9 && abs(initialVelocity) < 1e-9 {
            position = goal
            settle = nil
            setPhase(.idle, at: time, events: &events)
            return
        }
        settle = SettleAnimation(
            startTime: time, from: position, to: goal, initialVelocity: initialVelocity,
            curve: curve(pages: abs(goal - position)))
        setPhase(byAuto ? .auto : .settling, at: time, events: &events)
    }

    /// Pages to `item` by the short way across the seam (dot clicks, Home/End on loops).
    mutating func go(toItem item: Int, at time: Double, events: inout [TimedEvent]) {
        guard n > 0 else { return }
        let behavior = self.behavior
        behavior.go(&self, toItem: item, at: time, events: &events)
    }

    /// Pages to an unbounded page (tap on a visible card, keys, wheel).
    mutating func move(to page: Int, at time: Double, events: inout [TimedEvent]) {
        guard n > 1, press?.dragging != true else { return }
        if !behavior.settleIsInterruptible && settle != nil { return }
        let clamped = clampPage(page)
        if clamped == target && settle == nil && position == behavior.restingPosition(target) { return }
        let moving = settle != nil || coast != nil
        settle(to: clamped, initialVelocity: moving ? velocity : 0, byAuto: false, at: time, events: &events)
    }

    /// Pages by `delta` pages from the committed target (keys, wheel).
    mutating func page(by delta: Int, at time: Double, events: inout [TimedEvent]) {
        let behavior = self.behavior
        behavior.page(&self, by: delta, at: time, events: &events)
    }

    /// A key on the focused carousel.
    mutating func key(_ key: Key, at time: Double, events: inout [TimedEvent]) {
        switch key {
        case .space:
            if canAutoScroll { auto.setEnabled(!auto.isEnabled, byUser: true) }
            return
        case .tab:
            return
        default:
            break
        }
        guard press == nil, config.interaction.keys else { return }
        auto.interaction()
        let previousKey: Key = axis == .horizontal ? .left : .up
        let nextKey: Key = axis == .horizontal ? .right : .down
        switch key {
        case previousKey: page(by: -1, at: time, events: &events)
        case nextKey: page(by: 1, at: time, events: &events)
        case .pageUp: page(by: -5, at: time, events: &events)
        case .pageDown: page(by: 5, at: time, events: &events)
        case .home: go(toItem: 0, at: time, events: &events)
        case .end: go(toItem: max(0, n - 1), at: time, events: &events)
        default: break
        }
    }

    /// A wheel delta (positive = towards the next page) over this carousel: one page per gesture,
    /// or a continuous move in the free modes (``wheelFreely(_:at:events:)``).
    mutating func wheel(_ delta: Double, at time: Double, events: inout [TimedEvent]) {
        guard press == nil else { return }
        auto.interaction()
        let step = wheel.add(delta, at: time)
        if scrollsWheelFreely { return wheelFreely(delta, at: time, events: &events) }
        if step != 0 { page(by: step, at: time, events: &events) }
    }

    /// One auto-scroll tick (the kind decides what it does).
    mutating func autoAdvance(at time: Double, events: inout [TimedEvent]) {
        let behavior = self.behavior
        behavior.autoAdvance(&self, at: time, events: &events)
    }
}
