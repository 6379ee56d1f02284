/// Reading and building rectangles along a carousel's axis (main = scroll direction).
extension Rect {
    /// Start of the rectangle along the main axis.
    func mainStart(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// Length along the main axis.
    public func mainLength(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    /// Start along the cross axis.
    func crossStart(_ axis: Axis) -> Double { axis == .horizontal ? y : x }
    /// Length along the cross axis.
    public func crossLength(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
    /// Centre along the main axis.
    func mainCenter(_ axis: Axis) -> Double { mainStart(axis) + mainLength(axis) / 2 }
    /// Centre along the cross axis.
    func crossCenter(_ axis: Axis) -> Double { crossStart(axis) + crossLength(axis) / 2 }

    /// A rectangle given by its centre and lengths along and across `axis`.
    static func centered(_ axis: Axis, main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        let mainStart = main - mainLength / 2, crossStart = cross - crossLength / 2
        return axis == .horizontal
            ? Rect(x: mainStart, y: crossStart, width: mainLength, height: crossLength)
            : Rect(x: crossStart, y: mainStart, width: crossLength, height: mainLength)
    }

    /// The rectangle made smaller by `insets` (width and height may become zero or negative when
    /// the insets are larger than the rectangle; the engine clamps them where it lays out).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top, width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
    }

    /// Whether two rectangles overlap (touching edges do not count).
    func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}

extension Size {
    /// Length along `axis`.
    public func main(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    /// Length across `axis`.
    public func cross(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
}

extension EdgeInsets {
    /// Inset at the start of the main axis (leading or top).
    func mainLeading(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// Inset at the end of the main axis (trailing or bottom).
    func mainTrailing(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// Inset at the start of the cross axis.
    func crossLeading(_ axis: Axis) -> Double { axis == .horizontal ? top : leading }
    /// Inset at the end of the cross axis.
    func crossTrailing(_ axis: Axis) -> Double { axis == .horizontal ? bottom : trailing }
}
