import CarouselScene
import CarouselSpec

/// The fonts as ``FakeMetrics`` measures them, for the spec compiler: label-sized items
/// (`per-view = "auto"`) are then sized with the metrics the render pass draws them with.
struct FakeGlyphCoverage: GlyphCoverage {
    var metrics = FakeMetrics()

    func canDraw(_ scalar: Unicode.Scalar, customFont: String?) -> Bool { true }

    func labelWidth(of text: String, points: Double, bold: Bool, customFont: String?) -> Double? {
        (try? metrics.size(of: text, face: bold ? .bold : .regular, pixelSize: Int(points.rounded()))).map {
            Double($0.width)
        }
    }

    func wrap(
        _ text: String, points: Double, bold: Bool, width: Double, maxLines: Int, customFont: String?
    ) -> WrappedText? {
        try? TextLayout(metrics: metrics, scale: 1).wrapped(
            text, face: bold ? .bold : .regular, points: points, maxWidth: width, maxLines: maxLines)
    }
}
