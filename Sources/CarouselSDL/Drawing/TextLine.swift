import CarouselScene
import FontFiles

/// One line of text placed as runs of fonts side by side: what the metrics measure and what the
/// text cache draws, so both agree to the pixel.
struct TextLine {
    /// One run with its font and place, in pixels from the line's top left.
    struct Piece {
        var run: FontRun
        var font: SDLFont
        /// Pixels drawn per pixel the font renders (1, except bitmap fonts scaled to the line).
        var scale: Double
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// The runs, left to right.
    var pieces: [Piece]
    /// The line's size in pixels: the runs' widths, and the first font's line height.
    var width: Int
    var height: Int
    /// True when one run of the line's own font draws it all (rendered directly, no composing).
    var isPlain: Bool
}

extension FontLibrary {
    /// `text` in `face` at `pixelSize`, split into runs by font and direction and placed on the first
    /// font's baseline. Bitmap fonts (colour emoji) are scaled so their line is the first font's.
    func line(_ text: String, face: FontFace, pixelSize: Int) throws -> TextLine {
        let primary = try font(face, pixelSize: pixelSize)
        var pieces: [TextLine.Piece] = []
        var x = 0
        for (run, key) in runs(of: text, face: face) {
            let font = try font(key, pixelSize: pixelSize)
            font.shape(rightToLeft: run.isRightToLeft, script: run.script)
            let size = try font.size(of: run.text)
            let scale = isScalable(key) || font.height <= 0 ? 1 : Double(primary.height) / Double(font.height)
            let width = Int((Double(size.width) * scale).rounded())
            let height = Int((Double(size.height) * scale).rounded())
            let y = primary.ascent - Int((Double(font.ascent) * scale).rounded())
            pieces.append(TextLine.Piece(run: run, font: font, scale: scale, x: x, y: y, width: width, height: height))
            x += width
        }
        let plain = pieces.count == 1 && pieces[0].font === primary
        let height = plain ? pieces[0].height : primary.height
        return TextLine(pieces: pieces, width: x, height: pieces.isEmpty ? 0 : height, isPlain: plain)
    }
}
