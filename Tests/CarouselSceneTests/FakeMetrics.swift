import CarouselScene

/// Font metrics with round numbers: every character advances `advance` of the pixel size (a
/// fraction), lines are 1.25 pixel sizes tall and 1.5 apart, the ellipsis counts as one character.
struct FakeMetrics: FontMetrics {
    /// Advance of one character as a fraction of the pixel size.
    var advance = 0.5

    func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
        PixelSize(width: Int(Double(text.count * pixelSize) * advance), height: height(pixelSize))
    }

    func lineSkip(face: FontFace, pixelSize: Int) throws -> Int { Int(Double(pixelSize) * 1.5) }

    /// Height of a drawn line of `pixelSize` pixels.
    func height(_ pixelSize: Int) -> Int { Int(Double(pixelSize) * 1.25) }
}
