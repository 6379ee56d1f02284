import CarouselEngine
import CarouselSpec

/// What the window last told the accessibility bus, to tell it again only what changed: the
/// description is made when a selection or the focus moves or the spec is reloaded, not every frame.
struct DemoAccessibility {
    /// The description last published.
    private(set) var shown: AccessibleWindow?
    /// The focused carousel when it was published.
    private var focusedID: String?
    /// Set by a reload: the names may have changed.
    var specChanged = false

    /// Whether the window must be described again after `events`, with the focus now on `focusedID`.
    func needsUpdate(after events: [TimedEvent], focusedID: String?) -> Bool {
        shown == nil || specChanged || focusedID != self.focusedID
            || events.contains { if case .select = $0.event { true } else { false } }
    }

    /// Publishes `window` when it differs from the one shown; the carousels whose selects in
    /// `events` were all unannounced change SELECTED silently.
    mutating func publish(_ window: AccessibleWindow, after events: [TimedEvent], focusedID: String?) {
        self.focusedID = focusedID
        specChanged = false
        guard window != shown else { return }
        shown = window
        var silent = Set<String>()
        var announced = Set<String>()
        for event in events {
            guard case .select(let carousel, _) = event.event else { continue }
            if event.announced { announced.insert(carousel) } else { silent.insert(carousel) }
        }
        AccessibilityBridge.publish(window, silent: silent.subtracting(announced))
    }
}
