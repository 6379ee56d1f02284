/// A point in window points (logical pixels).
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A size in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A rectangle in window points, origin top-left, y down.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
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
    public var top: Double
    public var leading: Double
    public var bottom: Double
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
