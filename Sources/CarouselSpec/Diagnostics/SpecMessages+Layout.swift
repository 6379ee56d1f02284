import CarouselEngine
import SourceDiagnostics

/// The messages of the layout proofs (E0306, E0307, E0308, W0406).
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

    /// Where a rectangle leaves the window: `at y = -28, above the window`.
    static func outside(_ rect: Rect, window: Size) -> String {
        if rect.y < 0 { return "at y = \(points(rect.y)), above the window" }
        if rect.maxY > window.height {
            return "at y = \(points(rect.y))..\(points(rect.maxY)), "
                + "below the window's bottom edge (\(points(window.height)))"
        }
        if rect.x < 0 { return "at x = \(points(rect.x)), left of the window" }
        return "at x = \(points(rect.x))..\(points(rect.maxX)), past the window's right edge (\(points(window.width)))"
    }
}
