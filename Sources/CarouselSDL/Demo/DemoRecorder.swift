import CarouselEngine
import CarouselScript

/// What the demo sends the engine, written down for `--record`.
///
/// Every engine input of the window (pointer, wheel, keys, Space, the A / I / K changes)
/// and of `--replay` goes through ``send(_:at:to:)``, which records it; window commands (H, R)
/// go through ``record(_:at:)``, and a window resize through ``resized(to:at:)``, which records
/// the window's size as a `resize` step (the engine's resize and the responsive rules follow
/// from it, in the demo and in `simulate` alike). So the recording holds everything that
/// changed the engine's state, and `simulate` of it plays the same frames. No SDL here: tests
/// drive a recorder and an engine as the window does. Without `--record` the steps are not
/// kept (``init(windowSize:keepsSteps:)``): the step times and the window size still are, so a
/// window that runs for days does not grow with its input.
struct DemoRecorder {
    /// Everything the engine received and the window commands, in time order (empty when the
    /// recorder does not keep steps).
    private(set) var steps: [TimedStep] = []
    /// Whether steps are kept (only `--record` needs them).
    let keepsSteps: Bool
    /// Time of the last step (keeps step times increasing, as scripts require).
    private(set) var lastInputTime = 0.0
    /// The window's size in points, as last recorded (nil before the first resize).
    private(set) var windowSize: Size?

    /// Creates a recorder for a window that opens at `windowSize` points; `keepsSteps` false
    /// sends and stamps as usual but writes nothing down.
    init(windowSize: Size? = nil, keepsSteps: Bool = true) {
        self.windowSize = windowSize
        self.keepsSteps = keepsSteps
    }

    /// Sends `input` to `engine` at `time` (or at the last step's time, if that is later) and
    /// records it.
    mutating func send(_ input: InputEvent, at time: Double, to engine: inout Engine) {
        let when = stamp(time)
        engine.send(input, at: when)
        keep(TimedStep(when, .input(input)))
    }

    /// Records a window command (the window carries it out).
    mutating func record(_ command: WindowCommand, at time: Double) {
        keep(TimedStep(stamp(time), .window(command)))
    }

    /// Records that the window is now `size` points (nothing when it already was); returns the
    /// step's time, at which the window resizes the engine and applies the rules.
    mutating func resized(to size: Size, at time: Double) -> Double {
        let when = stamp(time)
        guard size != windowSize else { return when }
        windowSize = size
        keep(TimedStep(when, .input(.resize(size))))
        return when
    }

    /// The recording as an input script for a window of `size` points.
    func script(size: Size?) -> InputScript {
        InputScript(size: size, steps: steps)
    }

    private mutating func keep(_ step: TimedStep) {
        if keepsSteps { steps.append(step) }
    }

    private mutating func stamp(_ time: Double) -> Double {
        lastInputTime = max(lastInputTime, time)
        return lastInputTime
    }
}
