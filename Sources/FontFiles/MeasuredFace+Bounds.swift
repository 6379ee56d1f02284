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
    /// unless every character is printable ASCII the face draws.
    public func widthBound(of text: Substring) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var bound: Int?? = nil
            scan(bytes) { _, width in
                bound = width
                return true
            }
            return bound ?? 0
        }
    }

    /// How the printable ASCII `bytes` (UTF-8, from a word's start) wrap at their spaces on a
    /// line of `maxPixels`, by the bounds of ``widthBound(of:)``: `whole` when all of them fit;
    /// else `end`, the offset of the space after the longest run of words from the start that
    /// fits (nil when not even the first word fits, or a byte is not printable ASCII the face
    /// draws: a line break or a carriage return is no plain character of a line). A longer run
    /// is never narrower, so the first run that does not fit ends the search.
    public func wrap(_ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int) -> (whole: Bool, end: Int?) {
        var end: Int?
        var whole = false
        scan(bytes) { offset, width in
            guard let width, width <= maxPixels else {
                if width == nil { end = nil }
                return false
            }
            if let offset { end = offset } else { whole = true }
            return true
        }
        return (whole, end)
    }

    /// Walks `bytes`, calling `visit` with the bound of the text before each space that ends a
    /// word (and that space's offset), then with nil and the bound of all of it; a nil width
    /// means a byte that is not printable ASCII the face draws (the walk stops). Stops when
    /// `visit` returns false.
    @inline(__always)
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Int?, Int?) -> Bool) {
        var pen = 0, left = 0, right = 0, previous = -1
        for offset in 0..<bytes.count {
            let value = Int(bytes[offset])
            guard value >= 0x20, value < 0x7F, advances[value] >= 0 else {
                _ = visit(nil, nil)
                return
            }
            if value == 0x20, previous >= 0, previous != 0x20 {
                guard visit(offset, pen + left + right + frame) else { return }
            }
            if previous >= 0 { pen += kerning[previous &* 128 &+ value] }
            pen += advances[value]
            left = max(left, leftOverhangs[value])
            right = max(right, rightOverhangs[value])
            previous = value
        }
        _ = visit(nil, previous < 0 ? 0 : pen + left + right + frame)
    }

    /// The measured width of the widest character of `text` drawn alone, in pixels; nil unless
    /// every character is one scalar below U+0100 that the face draws (a carriage return is not:
    /// "\r\n" is one character).
    public func widestCharacter(in text: String) -> Int? {
        var widest = 0
        var lead: UInt8 = 0
        for byte in text.utf8 {
            let value: Int
            if lead != 0 {
                // The second byte of a scalar in U+0080...U+00FF (lead byte 0xC2 or 0xC3).
                value = Int(lead & 0x03) << 6 | Int(byte & 0x3F)
                lead = 0
            } else if byte < 0x80 {
                value = Int(byte)
            } else if byte == 0xC2 || byte == 0xC3 {
                lead = byte
                continue
            } else {
                return nil
            }
            guard value != 0x0D, singleWidths[value] >= 0 else { return nil }
            widest = max(widest, singleWidths[value])
        }
        return widest
    }
}
