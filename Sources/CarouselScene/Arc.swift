import CarouselEngine
import CarouselSpec

/// An anti-aliased arc of a circle's outline, with flat ends (the auto-scroll progress ring).
///
/// Angles are in turns clockwise from twelve o'clock, so the point at turn `a` is
/// `(center.x + radius * sin(2πa), center.y - radius * cos(2πa))` in window points (y down).
public struct Arc: Sendable, Hashable {
    /// Centre of the circle, in window points.
    public var center: Point
    /// Radius of the stroke's centre line, in points.
    public var radius: Double
    /// Stroke width in points.
    public var width: Double
    /// Where the arc starts, in turns clockwise from twelve o'clock.
    public var start: Double
    /// How far the arc goes clockwise, in turns (0...1; 1 is the whole circle).
    public var sweep: Double
    /// Colour (its alpha included).
    public var color: RGBAColor
    /// Extra opacity, 0...1, multiplied with the colour's alpha.
    public var opacity: Double

    /// Creates an arc.
    public init(
        center: Point, radius: Double, width: Double, start: Double, sweep: Double, color: RGBAColor,
        opacity: Double = 1
    ) {
        self.center = center
        self.radius = radius
        self.width = width
        self.start = start
        self.sweep = sweep
        self.color = color
        self.opacity = opacity
    }
}
