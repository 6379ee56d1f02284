/// A rectangle of pixels: where a frame differs from the one before it.
struct PixelRegion: Sendable, Equatable {
    /// Left column.
    var x: Int
    /// Top row.
    var y: Int
    /// Width in pixels (at least 1).
    var width: Int
    /// Height in pixels (at least 1).
    var height: Int

    /// The whole of `frame`.
    static func whole(_ frame: AnimationFrame) -> PixelRegion {
        PixelRegion(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// The smallest rectangle holding every pixel (RGB, alpha ignored) where `frame` differs from
    /// `previous`; the top-left pixel when nothing changed (a GIF frame has at least one pixel);
    /// the whole frame when the sizes differ.
    static func changed(from previous: AnimationFrame, to frame: AnimationFrame) -> PixelRegion {
        guard previous.width == frame.width, previous.height == frame.height else { return whole(frame) }
        var left = frame.width, right = -1, top = frame.height, bottom = -1
        for row in 0..<frame.height {
            let base = row * frame.width
            var first = -1, last = -1
            for column in 0..<frame.width
            where (previous.pixels[base + column] ^ frame.pixels[base + column]) & 0x00FF_FFFF != 0 {
                if first < 0 { first = column }
                last = column
            }
            guard first >= 0 else { continue }
            left = min(left, first)
            right = max(right, last)
            top = min(top, row)
            bottom = row
        }
        guard right >= 0 else { return PixelRegion(x: 0, y: 0, width: 1, height: 1) }
        return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The pixels of this region of `frame`, row by row.
    func pixels(of frame: AnimationFrame) -> [UInt32] {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in y..<(y + height) {
            let base = row * frame.width
            pixels += frame.pixels[(base + x)..<(base + x + width)]
        }
        return pixels
    }
}
