/// A face's widths at one pixel size, tabled for the first 256 scalars: what bounds a line's
/// width without walking the font's tables once per character (plain `carousel check`'s fast
/// proof that a title fits; ``MeasuredFace/width(of:pixelSize:)`` stays the measure).
public struct MeasuredWidthTable: Sendable {
    /// The height of a drawn line, in pixels (``MeasuredFace/lineMetrics(pixelSize:)``).
    public let lineHeight: Int
    /// The distance from one line's top to the next, in pixels.
    public let lineSkip: Int
    /// The hinted advance of each ASCII scalar, in pixels; -1 where the face has no glyph for it.
    public let advances: [Int]
    /// How far each ASCII glyph's ink (with the hinting pixel) reaches before its pen position.
    public let leftOverhangs: [Int]
    /// How far each ASCII glyph's ink (with the hinting pixel) reaches past its advance.
    public let rightOverhangs: [Int]
    /// The widening between two ASCII glyphs in pixels, at `left * 128 + right`.
    public let kerning: [Int]
    /// Pixels added to every non-empty line (2 when the face has no ink extents).
    public let frame: Int
    /// The measured width of each of the first 256 scalars alone; -1 where the face has no glyph for it.
    public let singleWidths: [Int]
}

extension MeasuredFace {
    /// The width table of this face at `pixelSize` (a size SDL_ttf opens fonts at).
    public func widthTable(pixelSize: Int) -> MeasuredWidthTable {
        let scale = scale(pixelSize: pixelSize)
        let line = lineMetrics(pixelSize: pixelSize)
        var advances = [Int](repeating: -1, count: 128)
        var left = [Int](repeating: 0, count: 128)
        var right = [Int](repeating: 0, count: 128)
        var glyphs = [UInt32](repeating: 0, count: 128)
        for value in 0..<128 {
            guard let scalar = Unicode.Scalar(value), let glyph = face.characters.glyph(for: scalar) else { continue }
            glyphs[value] = glyph
            let advance = (Self.multiply(face.metrics?.advance(ofGlyph: glyph) ?? 0, scale) + 32) >> 6
            advances[value] = advance
            if let extent = bounds?.horizontalExtent(ofGlyph: glyph) {
                // As `width(of:pixelSize:)` widens a line for ink: a pixel more each side.
                left[value] = max(0, -((Self.multiply(extent.min, scale) >> 6) - 1))
                right[value] = max(0, Self.ceiling(Self.multiply(extent.max, scale)) + 1 - advance)
            }
        }
        var kerning = [Int](repeating: 0, count: 128 * 128)
        for first in 0..<128 where advances[first] >= 0 {
            for second in 0..<128 where advances[second] >= 0 {
                let extra = self.kerning.widening(between: glyphs[first], and: glyphs[second])
                if extra > 0 { kerning[first * 128 + second] = Self.ceiling(Self.multiply(extra, scale)) }
            }
        }
        let singles = (0..<256).map { value -> Int in
            guard let scalar = Unicode.Scalar(value), face.covers(scalar) else { return -1 }
            return width(of: CollectionOfOne(scalar), pixelSize: pixelSize)
        }
        return MeasuredWidthTable(
            lineHeight: line.height, lineSkip: line.lineSkip, advances: advances, leftOverhangs: left,
            rightOverhangs: right, kerning: kerning, frame: bounds == nil ? 2 : 0, singleWidths: singles)
    }
}

extension MeasuredWidthTable {
    /// A width in pixels never smaller than ``MeasuredFace/width(of:pixelSize:)`` of `text`: its
    /// advances and kerning summed, plus the farthest any of its glyphs' ink reaches out at either
    /// end (the pen only moves forward, so no glyph's ink reaches further out than that). Nil
    /// unless every character is ASCII the face draws.
    public func widthBound(of text: some StringProtocol) -> Int? {
        var pen = 0, left = 0, right = 0, previous = -1
        for byte in text.utf8 {
            let value = Int(byte)
            guard value < 128, advances[value] >= 0 else { return nil }
            if previous >= 0 { pen += kerning[previous &* 128 &+ value] }
            pen += advances[value]
            left = max(left, leftOverhangs[value])
            right = max(right, rightOverhangs[value])
            previous = value
        }
        return previous < 0 ? 0 : pen + left + right + frame
    }

    /// The measured width of the widest character of `text` drawn alone, in pixels; nil unless
    /// every character is one scalar below U+0100 that the face draws (a carriage return is not:
    /// "\r\n" is one character).
    public func widestCharacter(in text: some StringProtocol) -> Int? {
        var widest = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            guard value < 256, scalar != "\r", singleWidths[value] >= 0 else { return nil }
            widest = max(widest, singleWidths[value])
        }
        return widest
    }
}
