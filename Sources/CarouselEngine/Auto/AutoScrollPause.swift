/// Why switched-on auto-scroll is not counting down right now (the window's HUD says it).
public enum AutoScrollPause: String, Sendable, Hashable, CaseIterable {
    /// A pointer is down on the carousel.
    case drag
    /// The pointer rests over it (pause-on-hover).
    case hover
    /// It has the keyboard focus (pause-on-focus).
    case focus
    /// The window is hidden or minimised.
    case hidden
    /// An interaction ended; waiting `resume-after` seconds.
    case resumeWait = "resume-wait"
}

extension AutoScrollMachine {
    /// Why the countdown does not run in this state; nil while running or switched off.
    public var pause: AutoScrollPause? {
        switch state {
        case .disabled, .running: nil
        case .pausedByDrag: .drag
        case .pausedByHover: .hover
        case .pausedByFocus: .focus
        case .pausedByHidden: .hidden
        case .waitingToResume: .resumeWait
        }
    }
}
