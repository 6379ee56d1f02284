import CarouselEngine
import CarouselSpec

/// One picture, renderer-neutral: the background and an ordered list of draw commands in window
/// points, painted first to last (later commands cover earlier ones).
public struct Scene: Sendable, Hashable {
    /// Window size in points.
    public var size: Size
    /// Pixels per point the text was measured at (text sizes snap to whole pixels).
    public var scale: Double
    /// Colour the window is cleared to.
    public var background: RGBAColor
    /// What to draw, in painting order.
    public var commands: [DrawCommand]

    /// Creates a scene.
    public init(size: Size, scale: Double, background: RGBAColor, commands: [DrawCommand]) {
        self.size = size
        self.scale = scale
        self.background = background
        self.commands = commands
    }
}

/// One drawing step of a scene.
public enum DrawCommand: Sendable, Hashable {
    /// Clips the commands that follow to a rectangle (points, grown outward to whole pixels), or
    /// stops clipping (nil).
    case clip(Rect?)
    /// A filled, anti-aliased rounded rectangle.
    case fill(RoundedRect)
    /// The outline of a rounded rectangle, `width` points thick.
    case stroke(RoundedRect, width: Double)
    /// A pill (a page dot): a rounded rectangle whose radius is half its shorter side.
    case pill(RoundedRect)
    /// One line of text.
    case text(TextRun)
    /// A card: shadow, face (fill, image, scrim, labels) and transform.
    case card(SceneCard)
    /// An anti-aliased arc of a circle's outline (the auto-scroll progress ring).
    case arc(Arc)
}

/// A rounded rectangle with its colour.
public struct RoundedRect: Sendable, Hashable {
    /// The rectangle in window points.
    public var rect: Rect
    /// Corner radius in points.
    public var radius: Double
    /// Colour (its alpha included).
    public var color: RGBAColor
    /// Extra opacity, 0...1, multiplied with the colour's alpha.
    public var opacity: Double

    /// Creates a rounded rectangle.
    public init(rect: Rect, radius: Double, color: RGBAColor, opacity: Double = 1) {
        self.rect = rect
        self.radius = radius
        self.color = color
        self.opacity = opacity
    }
}
