/// Auto-scroll as an explicit state machine.
///
/// States: `disabled`, `running` (counting down to the next page), `pausedByDrag` (a pointer is
/// down on the carousel), `pausedByHover` (pointer over it with pause-on-hover), and
/// `waitingToResume` (an interaction ended; counting `resume-after` seconds). The countdown
/// restarts from `interval` on every phase change and only runs while the carousel is idle, so
/// a tap (an interaction) always cancels a pending tick instead of racing it.
public struct AutoScrollMachine: Sendable, Hashable {
    /// The machine's state.
    public enum State: Sendable, Hashable {
        case disabled
        /// Seconds until the next page.
        case running(countdown: Double)
        case pausedByDrag
        case pausedByHover
        /// Seconds until auto-scroll runs again.
        case waitingToResume(remaining: Double)
    }

    /// The settings in force (defaults when the carousel had none and Space enabled it).
    public private(set) var settings: AutoScrollSettings
    /// The current state.
    public private(set) var state: State
    private var dragging = false
    private var hovered = false

    /// Creates a machine; `settings == nil` starts disabled with default settings.
    public init(settings: AutoScrollSettings?, defaults: AutoScrollSettings) {
        self.settings = settings ?? defaults
        let on = settings?.enabled ?? false
        self.state = on ? .running(countdown: self.settings.intervalSeconds) : .disabled
    }

    /// Whether auto-scroll is switched on (whatever pauses it right now).
    public var isEnabled: Bool { state != .disabled }

    /// Whether the machine is running (not paused, not waiting).
    public var isRunning: Bool { if case .running = state { return true } else { return false } }

    /// Switches auto-scroll on or off (Space).
    public mutating func setEnabled(_ on: Bool) {
        if !on { state = .disabled; return }
        guard state == .disabled else { return }
        settings.enabled = true
        state = .running(countdown: settings.intervalSeconds)
        settle()
    }

    /// A pointer went down on the carousel (a drag may follow).
    public mutating func pointerPressed() {
        dragging = true
        settle()
    }

    /// The pointer was released: the interaction ends now.
    public mutating func pointerReleased() {
        dragging = false
        interaction()
    }

    /// An instantaneous interaction (tap, wheel, key, dot click): wait `resume-after` again.
    public mutating func interaction() {
        guard state != .disabled else { return }
        state = .waitingToResume(remaining: settings.resumeAfterSeconds)
        settle()
    }

    /// The pointer entered or left the carousel.
    public mutating func setHovered(_ value: Bool) {
        guard value != hovered else { return }
        hovered = value
        if !value, state == .pausedByHover {
            state = .waitingToResume(remaining: settings.resumeAfterSeconds)
        }
        settle()
    }

    /// The carousel's phase changed: a running countdown starts again from `interval`.
    public mutating func phaseChanged() {
        if case .running = state { state = .running(countdown: settings.intervalSeconds) }
    }

    /// Advances by `dt` seconds; returns true when a page is due now. `idle`: the carousel is at rest.
    public mutating func step(dt: Double, idle: Bool) -> Bool {
        switch state {
        case .disabled, .pausedByDrag, .pausedByHover:
            return false
        case .waitingToResume(let remaining):
            let left = remaining - dt
            state = left <= 1e-9 ? .running(countdown: settings.intervalSeconds) : .waitingToResume(remaining: left)
            return false
        case .running(let countdown):
            guard idle else { return false }
            let left = countdown - dt
            if left <= 1e-9 {
                state = .running(countdown: settings.intervalSeconds)
                return true
            }
            state = .running(countdown: left)
            return false
        }
    }

    /// Applies the pause priorities: drag over hover over waiting/running.
    private mutating func settle() {
        guard state != .disabled else { return }
        if dragging {
            state = .pausedByDrag
        } else if hovered && settings.pauseOnHover {
            state = .pausedByHover
        } else if state == .pausedByDrag || state == .pausedByHover {
            state = .waitingToResume(remaining: settings.resumeAfterSeconds)
        }
    }
}
