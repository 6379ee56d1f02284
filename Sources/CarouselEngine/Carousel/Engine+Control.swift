/// Control surface for the demo and hot reload: focus, auto-scroll toggle, live changes (A / I / K),
/// configuration swaps.
extension Engine {
    /// The id of the carousel that has keyboard focus, if there are carousels.
    public var focusedCarouselID: String? {
        carousels.indices.contains(focusIndex) ? carousels[focusIndex].config.id : nil
    }

    /// Gives keyboard focus to the carousel with this id (no effect if there is none).
    public mutating func focus(carouselID: String) {
        if let index = carousels.firstIndex(where: { $0.config.id == carouselID }) { focusIndex = index }
        updateFocus()
    }

    /// Switches auto-scroll on or off for one carousel (Space does this for the focused one); a
    /// switch on is the user's, so its page changes are announced (``AutoScrollAnnounce``).
    public mutating func setAutoScroll(_ enabled: Bool, carouselID: String) {
        guard let index = carousels.firstIndex(where: { $0.config.id == carouselID }) else { return }
        if enabled && !carousels[index].canAutoScroll { return }
        carousels[index].auto.setEnabled(enabled, byUser: true)
    }

    /// The window was hidden or minimised (`visible == false`) or shown or restored at `time`
    /// seconds: auto-scroll pauses while it is hidden (docs/engine.md, "Auto-scroll state machine").
    public mutating func setWindowVisible(_ visible: Bool, at time: Double) {
        let time = InputLimits.time(time, fallback: now)
        stepUntil(time, inclusive: false)
        now = max(now, time)
        windowHidden = !visible
        for index in carousels.indices { carousels[index].auto.setHidden(!visible) }
    }

    /// The window gained (true) or lost the keyboard focus at `time` seconds: without it no
    /// carousel has the focus, so none is paused by pause-on-focus.
    public mutating func setWindowFocused(_ focused: Bool, at time: Double) {
        let time = InputLimits.time(time, fallback: now)
        stepUntil(time, inclusive: false)
        now = max(now, time)
        windowFocused = focused
        updateFocus()
    }

    /// Toggles auto-scroll of the focused carousel; returns whether it is now on.
    @discardableResult
    public mutating func toggleAutoScroll() -> Bool {
        guard let id = focusedCarouselID else { return false }
        setAutoScroll(!carousels[focusIndex].auto.isEnabled, carouselID: id)
        return carousels[focusIndex].auto.isEnabled
    }

    /// The logical selection of a carousel, if the id exists.
    public func selection(carouselID: String) -> Int? {
        carousels.first { $0.config.id == carouselID }?.selection
    }

    /// Replaces the configuration (hot reload), keeping selections of carousels whose ids match.
    public mutating func reload(_ scene: SceneConfiguration) {
        let old = carousels
        let focusedID = focusedCarouselID
        self.scene = scene
        let slots = SceneLayout.slots(for: scene)
        carousels = zip(scene.carousels, slots).map { makeController($0.0, slot: $0.1) }
        for index in carousels.indices {
            guard let before = old.first(where: { $0.config.id == carousels[index].config.id }) else { continue }
            carousels[index].adopt(selection: before.selection, offset: before.position, kind: before.config.kind)
        }
        alignSyncedCarousels()
        focusIndex = 0
        if let id = focusedID { focus(carouselID: id) }
        capture = nil
        updateHover()
        updateFocus()
    }

    /// Makes one live change to the focused carousel (the demo's A, I and K) and nothing else:
    /// the carousel keeps its selection (a marquee its offset), its auto-scroll on or off as
    /// Space left it (when the new kind can auto-scroll) and the settings of the other changes;
    /// every other carousel goes on untouched. A running settle or drag of the focused carousel
    /// ends: it rests on its committed page.
    mutating func apply(_ change: CarouselChange, at time: Double) {
        guard carousels.indices.contains(focusIndex), scene.carousels.indices.contains(focusIndex),
            scene.carousels[focusIndex].id == carousels[focusIndex].config.id
        else { return }
        let old = carousels[focusIndex]
        scene.carousels[focusIndex] = old.config.changed(by: change)
        let slots = SceneLayout.slots(for: scene)
        guard slots.indices.contains(focusIndex) else { return }
        var fresh = makeController(scene.carousels[focusIndex], slot: slots[focusIndex])
        fresh.takeOver(from: old, at: time, events: &pending)
        carousels[focusIndex] = fresh
        alignSyncedCarousels()
        if capture == focusIndex { capture = nil }
        updateHover()
        updateFocus()
    }

    /// Replaces one carousel's configuration (matched by id), keeping its selection.
    public mutating func replace(_ configuration: CarouselConfiguration) {
        guard let index = scene.carousels.firstIndex(where: { $0.id == configuration.id }) else { return }
        var next = scene
        next.carousels[index] = configuration
        reload(next)
    }
}

extension CarouselController {
    /// Goes on from `old`, the same carousel before a live change: auto-scroll switched on or
    /// off as it was (a marquee switched on drifts at once), at rest on its selection (a marquee
    /// keeps its offset), reporting a phase or selection that differs from what `old` reported.
    mutating func takeOver(from old: CarouselController, at time: Double, events: inout [TimedEvent]) {
        let wanted = old.auto.isEnabled && canAutoScroll
        if auto.isEnabled != wanted {
            auto.setEnabled(wanted, byUser: old.auto.startedByUser)
            velocity = 0
            phase = .idle
            let behavior = self.behavior
            behavior.start(&self)
        }
        adopt(selection: old.selection, offset: old.position, kind: old.config.kind)
        let next = phase
        phase = old.phase
        reportedSelection = old.reportedSelection
        setPhase(next, at: time, events: &events)
        reportSelection(at: time, events: &events)
    }

    /// Starts at rest on `selection` (clamped) after a reload; a marquee keeps its offset.
    mutating func adopt(selection: Int, offset: Double, kind: CarouselKind) {
        guard n > 0 else { return }
        let behavior = self.behavior
        behavior.adopt(&self, selection: selection, offset: offset, previousKind: kind)
        previous = position
        reportedSelection = self.selection
        syncItemInterval()
    }
}
