/// A point in window points (logical pixels).
public struct Point: Sendable, Hashable, Codable {
    /// Horizontal position, from the left edge.
    public var x: Double
    /// Vertical position, from the top edge (y grows down).
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A size in points.
public struct Size: Sendable, Hashable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A rectangle in window points, origin top-left, y down.
public struct Rect: Sendable, Hashable, Codable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// True when `point` lies inside (right and bottom edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
    /// The centre point.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}

/// Insets in points; leading/trailing are left/right (left-to-right layout).
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading (left) edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing (right) edge.
    public var trailing: Double
    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// The scroll axis of a carousel.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    case horizontal
    case vertical
}
