/// One of the two navigation arrows.
public enum ArrowSide: String, Sendable, Hashable, Codable, CaseIterable {
    /// Pages back by one step (as Left / Up).
    case previous
    /// Pages forward by one step (as Right / Down).
    case next

    /// The step this arrow pages by: -1 or +1.
    public var step: Int { self == .previous ? -1 : 1 }
}

/// How one arrow is drawn in a frame.
public struct ArrowButton: Sendable, Hashable {
    /// Which arrow.
    public var side: ArrowSide
    /// Its round button, in window points.
    public var rect: Rect
    /// False at a finite end: drawn dimmed, a click does nothing.
    public var enabled: Bool
    /// The pointer is over it (and no other press is held).
    public var hovered: Bool
    /// A press that began on it is held.
    public var pressed: Bool
    /// The direction its chevron points, in the window: towards the end it pages to.
    public var pointsTowardsEnd: Bool

    /// Creates an arrow button.
    public init(side: ArrowSide, rect: Rect, enabled: Bool, hovered: Bool, pressed: Bool, pointsTowardsEnd: Bool) {
        self.side = side
        self.rect = rect
        self.enabled = enabled
        self.hovered = hovered
        self.pressed = pressed
        self.pointsTowardsEnd = pointsTowardsEnd
    }
}

/// Where the previous / next arrows sit (`arrows = true`), and which one a point hits.
///
/// Each arrow is a ``size``-point circle ``margin`` points inside the frame, centred on the
/// frame's cross-axis centre line: horizontal carousels put previous at the left and next at the
/// right; vertical ones previous at the top and next at the bottom. `mirrored` (right-to-left on a
/// horizontal carousel) swaps the two ends: this is the ONE place arrows are mirrored.
/// An arrow is disabled at a finite end: previous when the committed target is the kind's first
/// target, next when it is the last (never when the carousel loops). See docs/engine.md, "Arrows".
public enum NavigationArrows {
    /// Diameter of an arrow button, in points.
    public static let size = 36.0
    /// Distance between the frame's edge and the button, in points.
    public static let margin = 8.0

    /// The frame's shortest length along the axis that holds both arrows apart: `2 × (size + margin)`.
    public static let minimumMainLength = 2 * (size + margin)
    /// The frame's shortest length across the axis that holds an arrow: `size + 2 × margin`.
    public static let minimumCrossLength = size + 2 * margin

    /// Whether a frame holds both arrows (else none are drawn; `check` warns).
    public static func fits(in frame: Rect, axis: Axis) -> Bool {
        frame.mainLength(axis) >= minimumMainLength && frame.crossLength(axis) >= minimumCrossLength
    }

    /// The button of `side` in `frame`, or nil when the frame does not hold the arrows.
    ///
    /// The start-end button's main-axis start is `frame start + margin`, the far one's
    /// `frame end - margin - size`; across, both are centred: `cross centre - size / 2`.
    public static func rect(_ side: ArrowSide, in frame: Rect, axis: Axis, mirrored: Bool = false) -> Rect? {
        guard fits(in: frame, axis: axis) else { return nil }
        let atStart = (side == .previous) != (mirrored && axis == .horizontal)
        let main =
            atStart
            ? frame.mainStart(axis) + margin + size / 2
            : frame.mainStart(axis) + frame.mainLength(axis) - margin - size / 2
        return Rect.centered(axis, main: main, cross: frame.crossCenter(axis), mainLength: size, crossLength: size)
    }

    /// The arrow whose circle holds `point` (distance from its centre at most `size / 2`).
    public static func side(at point: Point, in frame: Rect, axis: Axis, mirrored: Bool = false) -> ArrowSide? {
        ArrowSide.allCases.first { side in
            guard let rect = rect(side, in: frame, axis: axis, mirrored: mirrored) else { return false }
            let dx = point.x - rect.center.x, dy = point.y - rect.center.y
            return dx * dx + dy * dy <= size * size / 4
        }
    }

    /// Whether `side` pages anywhere: always when the carousel loops, else previous while
    /// `target > range.lowerBound` and next while `target < range.upperBound`.
    public static func isEnabled(_ side: ArrowSide, target: Int, range: ClosedRange<Int>, loops: Bool) -> Bool {
        if loops { return true }
        return side == .previous ? target > range.lowerBound : target < range.upperBound
    }
}
