/// Comparing rectangles: what the layout proofs of `carousel check` are made of.
extension Rect {
    /// Right edge, `x + width`.
    public var maxX: Double { x + width }
    /// Bottom edge, `y + height`.
    public var maxY: Double { y + height }

    /// True when `other` lies wholly inside this rectangle, `tolerance` points of rounding allowed.
    public func encloses(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
            && other.maxY <= maxY + tolerance
    }

    /// The common part of two rectangles, or nil when they only touch or do not meet.
    public func overlap(with other: Rect) -> Rect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both.
    public func enclosing(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
