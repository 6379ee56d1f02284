import CarouselEngine

/// The window on the accessibility bus (``AccessibilityBridge``): described at start and after
/// each change of selection, focus or spec, at the same moments as the `select` and `announce` lines.
extension DemoApp {
    /// Starts the bridge when there is a bus to serve; `accessibility` stays nil otherwise.
    func startAccessibility() {
        guard AccessibilityBridge.start() else { return }
        accessibility = DemoAccessibility()
        updateAccessibility(after: [])
    }

    /// Describes the window again when `events` (or the focus, or a reload) changed what it shows.
    func updateAccessibility(after events: [TimedEvent]) {
        guard var state = accessibility else { return }
        let focusedID = engine.focusedCarouselID
        guard state.needsUpdate(after: events, focusedID: focusedID) else { return }
        state.publish(AccessibleWindow(spec: loaded.spec, frames: engine.frames()), after: events, focusedID: focusedID)
        accessibility = state
    }
}
