/// Keys the engine understands (names as in input scripts).
public enum Key: String, Sendable, Hashable, Codable, CaseIterable {
    case left, right, up, down, home, end
    case pageUp = "pageup"
    case pageDown = "pagedown"
    case space, tab
}

/// One input, in window points; time is passed separately.
public enum InputEvent: Sendable, Hashable {
    case pointerDown(Point)
    case pointerMove(Point)
    case pointerUp(Point)
    /// Wheel or trackpad scroll at a position; deltas in wheel steps (positive dy = up / away from the user, as SDL).
    case wheel(at: Point, dx: Double, dy: Double)
    case key(Key)
    /// The pointer is at this position (no button pressed).
    case hover(Point)
    /// The pointer left the window.
    case leave
    /// The window was resized to this size in points.
    case resize(Size)
    /// A live change to the focused carousel's configuration (the demo's A, I and K keys).
    case change(CarouselChange)
}
