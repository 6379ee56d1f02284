/// Auto-scroll as an explicit state machine.
///
/// States: `disabled`, `running` (counting down to the next page), `pausedByDrag` (a pointer is
/// down on the carousel), `pausedByHidden` (the window is hidden or minimised), `pausedByHover`
/// (pointer over it with pause-on-hover), `pausedByFocus` (it has the keyboard focus, with
/// pause-on-focus), and `waitingToResume` (an interaction ended; counting
/// `resume-after` seconds). The countdown restarts from `interval` on every phase change and only
/// runs while the carousel is idle, so a tap (an interaction) always cancels a pending tick
/// instead of racing it. With `on-interaction = "stop"` an interaction switches the machine to
/// `disabled`; with `resume = "remaining"` the end of a hover or hidden pause goes straight back to
/// `running` with the countdown it had when the pause began (docs/engine.md).
public struct AutoScrollMachine: Sendable, Hashable {
    /// The machine's state.
    public enum State: Sendable, Hashable {
        case disabled
        /// Seconds until the next page.
        case running(countdown: Double)
        case pausedByDrag
        case pausedByHover
        /// The window is hidden or minimised.
        case pausedByHidden
        /// The carousel has the keyboard focus (pause-on-focus).
        case pausedByFocus
        /// Seconds until auto-scroll runs again.
        case waitingToResume(remaining: Double)
    }

    /// The settings in force (defaults when the carousel had none and Space enabled it).
    public private(set) var settings: AutoScrollSettings
    /// The current state.
    public private(set) var state: State
    private var dragging = false
    private var hovered = false
    private var hidden = false
    private var focused = false
    /// The countdown when a hover or hidden pause began (for `resume = "remaining"`).
    private var savedCountdown: Double?
    /// The selected item's own `interval`, if it has one.
    private var itemInterval: Double?

    /// Seconds between pages on the selected item: its own `interval`, else the carousel's.
    public var interval: Double { itemInterval ?? settings.intervalSeconds }

    /// The selected item changed: the next countdown uses its own interval (nil: the carousel's).
    /// `restart`: a running countdown starts again from it now (the first item, at start).
    public mutating func setItemInterval(_ seconds: Double?, restart: Bool = false) {
        itemInterval = seconds
        if restart, case .running = state { state = .running(countdown: interval) }
    }

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

    /// Seconds until the next page while running; nil when off, paused or waiting.
    public var timeLeft: Double? { if case .running(let countdown) = state { return countdown } else { return nil } }

    /// The user switched auto-scroll on (Space, the pause / play button, a live `resume`), so its
    /// page changes are announced (``AutoScrollAnnounce/user``); false while it is off.
    public private(set) var startedByUser = false

    /// Whether an auto-scroll page change is announced: the user started it, or `announce = "always"`.
    public var announcesTicks: Bool { startedByUser || settings.announce == .always }

    /// Switches auto-scroll on or off (Space); `byUser`: the reader asked for it (announced ticks).
    public mutating func setEnabled(_ on: Bool, byUser: Bool = false) {
        if !on {
            state = .disabled
            startedByUser = false
            return
        }
        guard state == .disabled else { return }
        startedByUser = byUser
        settings.enabled = true
        state = .running(countdown: interval)
        settle()
    }

    /// A pointer went down on the carousel (a drag may follow).
    public mutating func pointerPressed() {
        dragging = true
        if settings.onInteraction == .stop { state = .disabled }
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
        if settings.onInteraction == .stop {
            state = .disabled
            return
        }
        savedCountdown = nil
        state = .waitingToResume(remaining: settings.resumeAfterSeconds)
        settle()
    }

    /// The window was hidden or minimised (true), or shown or restored again (false).
    public mutating func setHidden(_ value: Bool) {
        guard value != hidden else { return }
        hidden = value
        if !value, state == .pausedByHidden { unpause() }
        settle()
    }

    /// The carousel gained (true) or lost the keyboard focus; only pauses with pause-on-focus.
    public mutating func setFocused(_ value: Bool) {
        guard value != focused else { return }
        focused = value
        if !value, state == .pausedByFocus { unpause() }
        settle()
    }

    /// A hover or hidden pause ended: back to the saved countdown (`remaining`) or wait `resume-after`.
    private mutating func unpause() {
        if settings.resume == .remaining, let countdown = savedCountdown {
            state = .running(countdown: countdown)
        } else {
            state = .waitingToResume(remaining: settings.resumeAfterSeconds)
        }
        savedCountdown = nil
    }

    /// The pointer entered or left the carousel.
    public mutating func setHovered(_ value: Bool) {
        guard value != hovered else { return }
        hovered = value
        if !value, state == .pausedByHover { unpause() }
        settle()
    }

    /// The carousel's phase changed: a running countdown starts again from `interval`.
    public mutating func phaseChanged() {
        if case .running = state { state = .running(countdown: interval) }
    }

    /// Advances by `dt` seconds; returns true when a page is due now. `idle`: the carousel is at rest.
    public mutating func step(dt: Double, idle: Bool) -> Bool {
        switch state {
        case .disabled, .pausedByDrag, .pausedByHover, .pausedByHidden, .pausedByFocus:
            return false
        case .waitingToResume(let remaining):
            let left = remaining - dt
            state = left <= 1e-9 ? .running(countdown: interval) : .waitingToResume(remaining: left)
            return false
        case .running(let countdown):
            guard idle else { return false }
            let left = countdown - dt
            if left <= 1e-9 {
                state = .running(countdown: interval)
                return true
            }
            state = .running(countdown: left)
            return false
        }
    }

    /// Applies the pause priorities: drag over hidden over focus over hover over waiting/running.
    /// A hover, focus or hidden pause that begins while running keeps its countdown for `resume = "remaining"`.
    private mutating func settle() {
        guard state != .disabled else { return }
        let pause: State?
        if dragging {
            pause = .pausedByDrag
        } else if hidden {
            pause = .pausedByHidden
        } else if focused && settings.pauseOnFocus {
            pause = .pausedByFocus
        } else if hovered && settings.pauseOnHover {
            pause = .pausedByHover
        } else {
            pause = nil
        }
        if let pause {
            switch state {
            case .running(let countdown): savedCountdown = pause == .pausedByDrag ? nil : countdown
            case .waitingToResume: savedCountdown = nil
            default: break
            }
            if pause == .pausedByDrag { savedCountdown = nil }
            state = pause
        } else if state == .pausedByDrag {
            state = .waitingToResume(remaining: settings.resumeAfterSeconds)
        } else if state == .pausedByHover || state == .pausedByHidden || state == .pausedByFocus {
            unpause()
        }
    }
}
