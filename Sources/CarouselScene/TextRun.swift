import CarouselEngine
import CarouselSpec

/// One line of laid-out text: already cut to fit, with its place and size in window points.
public struct TextRun: Sendable, Hashable {
    /// The text drawn (ends with "…" when it was cut).
    public var text: String
    /// Typeface.
    public var face: FontFace
    /// Font size in points (drawn at `points * scale` pixels, rounded).
    public var points: Double
    /// Colour.
    public var color: RGBAColor
    /// Top-left corner in window points.
    public var origin: Point
    /// Size in points at zoom 1.
    public var size: Size
    /// Opacity, 0...1.
    public var opacity: Double

    /// Creates a run.
    public init(
        text: String, face: FontFace, points: Double, color: RGBAColor, origin: Point, size: Size, opacity: Double = 1
    ) {
        self.text = text
        self.face = face
        self.points = points
        self.color = color
        self.origin = origin
        self.size = size
        self.opacity = opacity
    }
}

/// A line fitted to a width, not yet placed.
public struct FittedLine: Sendable, Hashable {
    /// The text to draw (ends with "…" when cut).
    public var text: String
    /// Typeface.
    public var face: FontFace
    /// Font size in points.
    public var points: Double
    /// Size in points.
    public var size: Size

    /// Creates a fitted line.
    public init(text: String, face: FontFace, points: Double, size: Size) {
        self.text = text
        self.face = face
        self.points = points
        self.size = size
    }

    /// This line placed at `origin` in `color`.
    public func run(at origin: Point, color: RGBAColor, opacity: Double = 1) -> TextRun {
        TextRun(text: text, face: face, points: points, color: color, origin: origin, size: size, opacity: opacity)
    }
}
