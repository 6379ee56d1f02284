/// One face of a font file read for what Carousel needs without a renderer: which characters it
/// draws, its horizontal metrics, and whether it scales.
public struct FontFileFace: Sendable {
    /// The table directory.
    public let directory: FontTableDirectory
    /// Which glyph draws each character.
    public let characters: CharacterMap
    /// Advances and the em, when the face has `head`, `hhea` and `hmtx` (nil otherwise).
    public let metrics: HorizontalMetrics?

    /// Reads face `index` (0 for a single font) of `source`; `withMetrics` false skips the
    /// advances (a coverage question needs only the character map).
    public init(source: some FontByteSource, index: Int = 0, withMetrics: Bool = true) throws(FontFileError) {
        let offsets = try FontTableDirectory.faceOffsets(in: source)
        guard offsets.indices.contains(index) else { throw .noSuchFace(index: index, count: offsets.count) }
        try self.init(
            source: source, directory: FontTableDirectory(source: source, faceOffset: offsets[index]),
            characters: nil, withMetrics: withMetrics)
    }

    /// Reads the face of `directory`, reusing `characters` when the caller already read that map
    /// (faces of a collection often share one).
    public init(
        source: some FontByteSource, directory: FontTableDirectory, characters: CharacterMap?, withMetrics: Bool
    ) throws(FontFileError) {
        self.directory = directory
        if let characters {
            self.characters = characters
        } else {
            self.characters = CharacterMap(table: try directory.table("cmap", in: source))
        }
        metrics =
            withMetrics
            ? try? HorizontalMetrics(
                head: directory.table("head", in: source), hhea: directory.table("hhea", in: source),
                hmtx: directory.table("hmtx", in: source)) : nil
    }

    /// True when the face draws `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { characters.covers(scalar) }

    /// The advance of `scalar` in ems (1 = the font size), or nil when the face lacks it.
    public func advance(of scalar: Unicode.Scalar) -> Double? {
        guard let glyph = characters.glyph(for: scalar), let metrics else { return nil }
        return Double(metrics.advance(ofGlyph: glyph)) / Double(metrics.unitsPerEm)
    }

    /// True when the face's glyphs are outlines (see ``FontTableDirectory/isScalable``).
    public var isScalable: Bool { directory.isScalable }
}
