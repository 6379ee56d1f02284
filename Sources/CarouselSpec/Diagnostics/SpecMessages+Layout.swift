import CarouselEngine
import SourceDiagnostics

/// Rectangles as the layout codes' messages show them (E0305-E0308, W0406).
extension SpecMessages {
    /// `x 0..1280, y -28..0`.
    static func extent(of rect: Rect) -> String {
        "x \(points(rect.x))..\(points(rect.maxX)), y \(points(rect.y))..\(points(rect.maxY))"
    }

    /// `{ x = 0, y = 28, width = 1280, height = 748 }`: a rectangle as a TOML inline table.
    static func inlineFrame(_ rect: Rect) -> String {
        "{ x = \(points(rect.x)), y = \(points(rect.y)), "
            + "width = \(points(rect.width)), height = \(points(rect.height)) }"
    }
}
