import CarouselScene
import CarouselSpec
import FontDiscovery

/// The fonts of this machine as the spec compiler asks them (W0420): the spec's font, the bundled
/// fonts and the system font folders, read with the pure font reader (no SDL, no fontconfig, so
/// the build without the window checks the same way).
struct SystemGlyphCoverage: GlyphCoverage {
    let index: FontCoverageIndex

    func canDraw(_ scalar: Unicode.Scalar, customFont: String?) -> Bool {
        index.canDraw(scalar, customFont: customFont)
    }

    /// The width `check`'s text proofs measure (``SfntFontMetrics``): `per-view = "auto"` labels.
    func labelWidth(of text: String, points: Double, bold: Bool, customFont: String?) -> Double? {
        guard let metrics = SfntFontMetrics.forSpec(fontPath: customFont),
            let size = try? metrics.size(of: text, face: bold ? .bold : .regular, pixelSize: Int(points.rounded()))
        else { return nil }
        return Double(size.width)
    }

    /// `text` as the renderer's wrapping (``TextLayout``) lays it on a card with the same
    /// measure: the labels of a vertical `per-view = "auto"` carousel.
    func wrap(
        _ text: String, points: Double, bold: Bool, width: Double, maxLines: Int, customFont: String?
    ) -> WrappedText? {
        guard let metrics = SfntFontMetrics.forSpec(fontPath: customFont) else { return nil }
        return try? TextLayout(metrics: metrics, scale: 1).wrapped(
            text, face: bold ? .bold : .regular, points: points, maxWidth: width, maxLines: maxLines)
    }

    /// The coverage of this machine's fonts, or nil when Carousel's own fonts are not found (then
    /// nothing would be drawn at all, and W0420 is not reported).
    static func detected() -> SystemGlyphCoverage? {
        let bundled = BundledFonts.files()
        guard !bundled.isEmpty else { return nil }
        return SystemGlyphCoverage(index: FontCoverageIndex(bundled: bundled))
    }
}
