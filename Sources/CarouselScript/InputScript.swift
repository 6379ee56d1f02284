import CarouselEngine

/// A recorded or hand-written input script (`{"size": [w, h], "events": [...]}`).
///
/// The same format drives `simulate --input`, `render --input` and `demo --replay`, and
/// `demo --record` writes it, so an interaction replays exactly. docs/cli.md describes it.
public struct InputScript: Sendable, Hashable {
    /// Latest step time a script may use, in seconds: one day, so a simulation always ends.
    public static let maximumTime: Double = 86_400

    /// Window size in points, if the script sets one.
    public var size: Size?
    /// Steps in time order (times never decrease).
    public var steps: [TimedStep]

    /// Creates a script.
    public init(size: Size? = nil, steps: [TimedStep]) {
        self.size = size
        self.steps = steps
    }

    /// Time of the last step in seconds (0 when there are none).
    public var duration: Double { steps.last?.time ?? 0 }
}

/// One step of an input script: an engine input or a window command, at a time.
public struct TimedStep: Sendable, Hashable {
    /// What a step does.
    public enum Action: Sendable, Hashable {
        /// Fed to the engine (pointer, wheel, engine keys, hover, leave, resize, live changes).
        case input(InputEvent)
        /// Handled by the demo window; `simulate` and `render` skip it.
        case window(WindowCommand)
    }

    /// Seconds since the start.
    public var time: Double
    /// What happens.
    public var action: Action

    /// Creates a step.
    public init(_ time: Double, _ action: Action) {
        self.time = time
        self.action = action
    }

    /// The engine input, or nil for a window command.
    public var input: InputEvent? {
        if case .input(let event) = action { return event }
        return nil
    }
}

/// A command only the demo window understands, written in scripts as a `key` event.
public enum WindowCommand: String, Sendable, Hashable, CaseIterable {
    /// `r`: reload the spec.
    case reload = "r"
    /// `h`: show or hide the HUD.
    case toggleHUD = "h"
}
