import CarouselEngine

/// The window sizes a `[[carousel.when]]` rule applies at, in window points: each side between
/// its minimum and maximum, both included; an absent bound is open.
public struct WindowRange: Sendable, Hashable {
    /// Smallest width, or nil for none.
    public var minWidth: Double?
    /// Largest width, or nil for none.
    public var maxWidth: Double?
    /// Smallest height, or nil for none.
    public var minHeight: Double?
    /// Largest height, or nil for none.
    public var maxHeight: Double?

    /// Creates a range; every bound is optional.
    public init(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// Every window size a window can have (``WindowBounds``).
    static let allowed = WindowRange(
        minWidth: Double(WindowBounds.minimumWidth), maxWidth: Double(WindowBounds.maximumWidth),
        minHeight: Double(WindowBounds.minimumHeight), maxHeight: Double(WindowBounds.maximumHeight))

    /// True when a window of `size` points is in the range.
    public func contains(_ size: Size) -> Bool {
        Self.side(size.width, minWidth, maxWidth) && Self.side(size.height, minHeight, maxHeight)
    }

    /// True when no bound is written (the range holds every window).
    var isUnbounded: Bool { minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil }

    /// The range of sizes both ranges hold (an open bound takes the other's).
    func intersection(_ other: WindowRange) -> WindowRange {
        WindowRange(
            minWidth: Self.larger(minWidth, other.minWidth), maxWidth: Self.smaller(maxWidth, other.maxWidth),
            minHeight: Self.larger(minHeight, other.minHeight), maxHeight: Self.smaller(maxHeight, other.maxHeight))
    }

    /// True when no size is in the range (a minimum above its maximum).
    var isEmpty: Bool {
        if let low = minWidth, let high = maxWidth, low > high { return true }
        if let low = minHeight, let high = maxHeight, low > high { return true }
        return false
    }

    /// True when every size of `other` is in this range (an empty `other` is in every range).
    func covers(_ other: WindowRange) -> Bool {
        guard !other.isEmpty else { return true }
        return Self.lowerCovers(minWidth, other.minWidth) && Self.upperCovers(maxWidth, other.maxWidth)
            && Self.lowerCovers(minHeight, other.minHeight) && Self.upperCovers(maxHeight, other.maxHeight)
    }

    private static func side(_ value: Double, _ low: Double?, _ high: Double?) -> Bool {
        (low.map { value >= $0 } ?? true) && (high.map { value <= $0 } ?? true)
    }

    /// A lower bound `mine` at or below `theirs` (nil: no bound, −∞).
    private static func lowerCovers(_ mine: Double?, _ theirs: Double?) -> Bool {
        guard let mine else { return true }
        guard let theirs else { return false }
        return mine <= theirs
    }

    /// An upper bound `mine` at or above `theirs` (nil: no bound, +∞).
    private static func upperCovers(_ mine: Double?, _ theirs: Double?) -> Bool {
        guard let mine else { return true }
        guard let theirs else { return false }
        return theirs <= mine
    }

    private static func larger(_ lhs: Double?, _ rhs: Double?) -> Double? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return max(lhs, rhs)
    }

    private static func smaller(_ lhs: Double?, _ rhs: Double?) -> Double? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return min(lhs, rhs)
    }
}
