import CarouselEngine

/// Tells a pointer that was resting where the window opened from one the user moves.
///
/// A window mapped under a resting pointer gets motion events at that point (X11 reports the
/// pointer on entering). Taken as a hover they would pause auto-advance with pause-on-hover until
/// the pointer moved, which looks like broken autoplay. So the first position reported without a
/// button held is the resting one, and hovers begin once the pointer is somewhere else.
struct RestingPointer {
    /// The resting position, until the pointer leaves it (window points).
    private var rest: Point?
    /// The pointer has moved since the window opened: every motion is a hover.
    private var moved = false

    /// A pointer with no position seen yet.
    init() {}

    /// Whether a motion to `point` (no button held) is a hover: false at the position first seen
    /// and for as long as the pointer stays there, true from its first move on.
    mutating func moved(to point: Point) -> Bool {
        if moved { return true }
        guard let rest else {
            rest = point
            return false
        }
        moved = point != rest
        return moved
    }

    /// A button press or the pointer leaving the window: the user is using it.
    mutating func used() { moved = true }
}
