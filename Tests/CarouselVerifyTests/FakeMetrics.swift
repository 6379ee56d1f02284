import CarouselScene

/// Font metrics with round numbers: every character advances `advance` of the pixel size, lines
/// are 1.25 pixel sizes tall and 1.5 apart (the same fake as the scene tests').
struct FakeMetrics: FontMetrics {
    /// Advance of one character as a fraction of the pixel size.
    var advance = 0.5

    func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
        PixelSize(width: Int(Double(text.count * pixelSize) * advance), height: Int(Double(pixelSize) * 1.25))
    }

    func lineSkip(face: FontFace, pixelSize: Int) throws -> Int { Int(Double(pixelSize) * 1.5) }
}
