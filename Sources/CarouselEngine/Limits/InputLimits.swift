/// The ranges of input the engine works in, shared with the input-script reader.
///
/// The reader rejects a script value outside them with a `line:column` error. The engine
/// clamps what reaches it anyway (``InputLimits/point(_:)``, ``InputLimits/time(_:fallback:)``),
/// because real window events never pass through the reader: a NaN coordinate becomes 0, a
/// coordinate past ±``coordinate`` is clamped to it, and so on. Inside the ranges nothing changes.
public enum InputLimits {
    /// Largest pointer coordinate, in points from the window's origin (either sign).
    public static let coordinate = 1_000_000.0
    /// Largest wheel delta of one event, in wheel steps (either sign).
    public static let wheelDelta = 10_000.0
    /// Largest window side, in points: 16384, the largest texture side SDL's renderers allow
    /// and the bound the spec schema puts on every length.
    public static let windowSide = 16_384.0
    /// Latest time the engine accepts, in seconds (about 31 years of a running demo): keeps
    /// the clock's step count far inside `Int`.
    public static let engineTime = 1_000_000_000.0

    /// `value` clamped to `-limit...limit`; 0 for NaN.
    public static func clamp(_ value: Double, _ limit: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit), limit)
    }

    /// A pointer position with each coordinate clamped to ±``coordinate`` (NaN: 0).
    public static func point(_ p: Point) -> Point {
        Point(x: clamp(p.x, coordinate), y: clamp(p.y, coordinate))
    }

    /// A time clamped to `0...engineTime`; `fallback` for NaN.
    public static func time(_ t: Double, fallback: Double) -> Double {
        t.isNaN ? fallback : min(max(t, 0), engineTime)
    }

    /// A window size with each side clamped to `0...windowSide`, or nil when a side is NaN.
    public static func windowSize(_ size: Size) -> Size? {
        guard !size.width.isNaN, !size.height.isNaN else { return nil }
        return Size(
            width: min(max(size.width, 0), windowSide), height: min(max(size.height, 0), windowSide))
    }

    /// The event with every number brought into range, or nil when it cannot be (a NaN resize).
    public static func sanitized(_ event: InputEvent) -> InputEvent? {
        switch event {
        case .pointerDown(let p): return .pointerDown(point(p))
        case .pointerMove(let p): return .pointerMove(point(p))
        case .pointerUp(let p): return .pointerUp(point(p))
        case .hover(let p): return .hover(point(p))
        case .wheel(let p, let dx, let dy):
            return .wheel(at: point(p), dx: clamp(dx, wheelDelta), dy: clamp(dy, wheelDelta))
        case .resize(let size): return windowSize(size).map(InputEvent.resize)
        case .key, .leave, .change: return event
        }
    }
}
