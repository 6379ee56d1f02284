import CarouselEngine
import CarouselSpec
import SourceDiagnostics

extension FindingWording {
    /// For a title or page dots cut by the window edge at the spec's own size, when the spec
    /// writes the carousel's `frame`: the frame moved and shrunk so that the title line above it
    /// and the dot strip below (right of) it fit the window. Nil when nothing would be left, and
    /// for a frame in percentages (points that fit one window size would replace it).
    func fittedFrameFix(_ finding: Finding) -> FixIt? {
        guard finding.moment.window == spec.window.size, !finding.moment.letterboxed,
            spec.carousels.indices.contains(finding.carousel),
            spec.carousels[finding.carousel].engine.relativeFrame == nil,
            let frame = spec.carousels[finding.carousel].engine.explicitFrame,
            let span = keys.valueSpan(carousel: finding.carousel, key: ["frame"])
        else { return nil }
        let engine = spec.carousels[finding.carousel].engine
        let window = spec.window.size
        let titleRoom = engine.hasTitle ? SceneLayout.titleHeight : 0
        let dotsRoom = engine.indicators ? SceneLayout.indicatorThickness : 0
        let horizontal = engine.axis == .horizontal
        let left = max(frame.x, 0)
        let top = max(frame.y, titleRoom)
        let right = min(frame.x + frame.width, window.width - (horizontal ? 0 : dotsRoom))
        let bottom = min(frame.y + frame.height, window.height - (horizontal ? dotsRoom : 0))
        guard right - left >= 1, bottom - top >= 1 else { return nil }
        let text =
            "{ x = \(Self.number(left, digits: 2)), y = \(Self.number(top, digits: 2)), "
            + "width = \(Self.number(right - left, digits: 2)), height = \(Self.number(bottom - top, digits: 2)) }"
        return .replace(
            span, with: text, message: "make room for the title and the page dots: `frame = \(text)`", safety: .unsafe)
    }
}
