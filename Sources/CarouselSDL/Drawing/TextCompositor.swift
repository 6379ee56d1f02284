/// Copies rendered runs of text into one line of 32-bit ARGB pixels (runs sit side by side, so a
/// copy, not a blend: transparent edges stay exactly as the font rendered them).
struct TextCompositor {
    /// The line's pixels, row by row, `0xAARRGGBB`, transparent where no run draws.
    private(set) var pixels: [UInt32]
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int

    /// A transparent line of `width` x `height` pixels.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: 0, count: self.width * self.height)
    }

    /// Copies `source` (`sourceWidth` pixels a row) with its top left at (`x`, `y`), cut to the line;
    /// only pixels with some coverage are written.
    mutating func place(_ source: [UInt32], sourceWidth: Int, x: Int, y: Int) {
        guard sourceWidth > 0 else { return }
        let sourceHeight = source.count / sourceWidth
        for row in max(0, -y)..<max(max(0, -y), min(sourceHeight, height - y)) {
            let target = (row + y) * width
            let from = row * sourceWidth
            for column in max(0, -x)..<max(max(0, -x), min(sourceWidth, width - x)) {
                let pixel = source[from + column]
                if pixel >> 24 != 0 { pixels[target + column + x] = pixel }
            }
        }
    }
}
