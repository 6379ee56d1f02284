/// A recorded or hand-written input script (`{"size": [w, h], "events": [...]}`).
///
/// The same format drives `simulate`, `render --input` and `demo --replay`, and
/// `demo --record` writes it, so an interaction replays exactly.
public struct InputScript: Sendable, Hashable {
    /// Event types, as spelled in scripts.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case down, move, up, wheel, key, hover, leave, resize
    }

    /// Key names scripts may use (`r` and `h` are for the demo; the engine ignores them).
    public static let keyNames = [
        "left", "right", "up", "down", "home", "end", "pageup", "pagedown", "space", "tab", "r", "h",
    ]

    /// One scripted event.
    public struct Event: Sendable, Hashable {
        /// Seconds since the start.
        public var time: Double
        /// The event type.
        public var kind: Kind
        /// Window points (down, move, up, wheel, hover).
        public var x: Double = 0
        /// Window points, down (down, move, up, wheel, hover).
        public var y: Double = 0
        /// Wheel steps (wheel).
        public var dx: Double = 0
        /// Vertical wheel steps, positive = up (wheel).
        public var dy: Double = 0
        /// Key name (key).
        public var key: String?
        /// New window size in points (resize).
        public var width: Double = 0
        /// New window height in points (resize).
        public var height: Double = 0

        /// Creates an event; fill in the fields its kind needs.
        public init(
            time: Double, kind: Kind, x: Double = 0, y: Double = 0, dx: Double = 0, dy: Double = 0,
            key: String? = nil, width: Double = 0, height: Double = 0
        ) {
            self.time = time
            self.kind = kind
            self.x = x
            self.y = y
            self.dx = dx
            self.dy = dy
            self.key = key
            self.width = width
            self.height = height
        }

        /// The engine input for this event (nil for keys only the demo handles, such as `r` and `h`).
        public var inputEvent: InputEvent? {
            let point = Point(x: x, y: y)
            switch kind {
            case .down: return .pointerDown(point)
            case .move: return .pointerMove(point)
            case .up: return .pointerUp(point)
            case .wheel: return .wheel(at: point, dx: dx, dy: dy)
            case .key: return key.flatMap(Key.init(rawValue:)).map { .key($0) }
            case .hover: return .hover(point)
            case .leave: return .leave
            case .resize: return .resize(Size(width: width, height: height))
            }
        }
    }

    /// Window size in points, if the script sets one.
    public var size: Size?
    /// Events in time order.
    public var events: [Event]

    /// Creates a script.
    public init(size: Size?, events: [Event]) {
        self.size = size
        self.events = events
    }

    /// Time of the last event (0 when there are none).
    public var duration: Double { events.last?.time ?? 0 }
}
