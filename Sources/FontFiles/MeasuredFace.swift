/// A face read for measuring lines as SDL_ttf (FreeType with hinting, HarfBuzz) lays them out,
/// from the font file's own tables: advances, ink extents and widening kerning pairs. A measured
/// width is never narrower than the drawn one: advances are rounded as FreeType's hinted ones
/// are, ink reaching past the line's ends widens it by a pixel more than it reaches, and kerning
/// only ever widens.
public struct MeasuredFace: Sendable {
    /// The face (character map, advances, the table directory).
    public let face: FontFileFace
    /// Ink extents (TrueType outlines only).
    let bounds: GlyphBounds?
    /// Pairs that widen a line.
    let kerning: KerningPairs

    /// Reads face `index` of `source` with everything measuring needs (the ink extents only when
    /// `withInk`); nil without metrics.
    public init?(source: some FontByteSource, index: Int = 0, withInk: Bool = true) {
        guard let face = try? FontFileFace(source: source, index: index), face.metrics != nil else { return nil }
        self.face = face
        let directory = face.directory
        if withInk, let head = try? directory.table("head", in: source),
            let loca = try? directory.table("loca", in: source),
            let glyf = try? directory.table("glyf", in: source)
        {
            bounds = try? GlyphBounds(head: head, loca: loca, glyf: glyf)
        } else {
            bounds = nil
        }
        kerning = (try? directory.table("kern", in: source)).map { KerningPairs(table: $0) } ?? KerningPairs()
    }

    /// FreeType's 16.16 scale of font units to 26.6 pixels at `pixelSize` (`FT_DivFix`).
    func scale(pixelSize: Int) -> Int {
        let units = face.metrics?.unitsPerEm ?? 2048
        return ((pixelSize * 64) << 16 + units / 2) / units
    }

    /// `FT_MulFix`: `value` font units at `scale`, in 26.6 pixels (rounded half away from zero).
    static func multiply(_ value: Int, _ scale: Int) -> Int {
        let product = abs(value) * scale
        let rounded = (product + 0x8000) >> 16
        return value < 0 ? -rounded : rounded
    }

    /// `FT_CEIL`: 26.6 pixels rounded up to whole pixels.
    static func ceiling(_ value: Int) -> Int { (value + 63) >> 6 }

    /// Line metrics in whole pixels at `pixelSize`, as SDL_ttf reads them from FreeType:
    /// ascent, the height of a drawn line and the distance between lines.
    public func lineMetrics(pixelSize: Int) -> (ascent: Int, height: Int, lineSkip: Int) {
        guard let metrics = face.metrics else { return (0, 0, 0) }
        let scale = scale(pixelSize: pixelSize)
        let ascent = Self.ceiling(Self.multiply(metrics.ascender, scale))
        let height = Self.ceiling(Self.multiply(metrics.ascender - metrics.descender, scale))
        let skip = Self.ceiling(Self.multiply(metrics.ascender - metrics.descender + metrics.lineGap, scale))
        return (ascent, height, skip)
    }

    /// The width in pixels of `scalars` drawn on one line at `pixelSize` (a scalar the face lacks
    /// draws its missing-glyph box, glyph 0).
    public func width(of scalars: some Sequence<Unicode.Scalar>, pixelSize: Int) -> Int {
        guard let metrics = face.metrics else { return 0 }
        let scale = scale(pixelSize: pixelSize)
        var pen = 0, low = 0, high = 0
        var previous: UInt32?
        for scalar in scalars {
            let glyph = face.characters.glyph(for: scalar) ?? 0
            if let previous {
                let extra = kerning.widening(between: previous, and: glyph)
                if extra > 0 { pen += Self.ceiling(Self.multiply(extra, scale)) }
            }
            if let extent = bounds?.horizontalExtent(ofGlyph: glyph) {
                // Hinting may move an edge by up to a pixel: one more each side.
                low = min(low, pen + (Self.multiply(extent.min, scale) >> 6) - 1)
                high = max(high, pen + Self.ceiling(Self.multiply(extent.max, scale)) + 1)
            }
            // Hinted advances are whole pixels: FT_PIX_ROUND of the scaled advance.
            pen += (Self.multiply(metrics.advance(ofGlyph: glyph), scale) + 32) >> 6
            high = max(high, pen)
            previous = glyph
        }
        // Without ink extents (a CFF font, or a fallback read without them), a pixel each side.
        return high - low + (bounds == nil && pen > 0 ? 2 : 0)
    }
}
