/// Reduces a frame's colours to at most 256 for GIF: median cut over a histogram of 5-bit-per-channel
/// colour cells, each cell keeping the exact sum of its pixels, so a frame of at most 256 cells
/// keeps every colour exactly (flat UI colours stay themselves).
///
/// Boxes are split where the spread is widest, not where the pixels are most numerous: a small
/// dark-grey card next to a large dark-green one keeps its own entry. (giflib's `GifQuantizeBuffer`
/// splits by population and averages across the split, which tinted the showcase's grey cards
/// green; it is also deprecated upstream.)
struct MedianCutQuantizer {
    /// One occupied 5-bit cell: its key (r << 10 | g << 5 | b), pixel count and channel sums.
    private struct Cell {
        var key: Int
        var count: Int
        var red: Int
        var green: Int
        var blue: Int

        func channel(_ axis: Int) -> Int { (key >> (10 - 5 * axis)) & 31 }
    }

    /// The palette (at most `maxColors` entries, 0xRRGGBB) and one palette index per input pixel.
    struct Result: Equatable {
        /// Colours as 0xRRGGBB.
        var palette: [UInt32]
        /// Index into `palette` per pixel, in input order.
        var indices: [UInt8]
    }

    /// At most this many colours (1 to 256).
    var maxColors = 256

    /// Quantizes `pixels` (0xAARRGGBB; alpha ignored).
    func quantize(_ pixels: [UInt32]) -> Result {
        var table = [Int32](repeating: -1, count: 32_768)
        var cells: [Cell] = []
        for pixel in pixels {
            let key = Self.key(pixel)
            var slot = Int(table[key])
            if slot < 0 {
                slot = cells.count
                table[key] = Int32(slot)
                cells.append(Cell(key: key, count: 0, red: 0, green: 0, blue: 0))
            }
            cells[slot].count += 1
            cells[slot].red += Int((pixel >> 16) & 0xFF)
            cells[slot].green += Int((pixel >> 8) & 0xFF)
            cells[slot].blue += Int(pixel & 0xFF)
        }
        var boxes = cells.isEmpty ? [] : [Box(cells[...])]
        while boxes.count < max(1, min(256, maxColors)), let next = Self.boxToSplit(boxes) {
            let (low, high) = boxes[next].split()
            boxes[next] = low
            boxes.append(high)
        }
        var palette: [UInt32] = []
        var boxOfKey = [UInt8](repeating: 0, count: 32_768)
        for (index, box) in boxes.enumerated() {
            let count = max(1, box.count)
            let red = UInt32((box.cells.reduce(0) { $0 + $1.red } + count / 2) / count)
            let green = UInt32((box.cells.reduce(0) { $0 + $1.green } + count / 2) / count)
            let blue = UInt32((box.cells.reduce(0) { $0 + $1.blue } + count / 2) / count)
            palette.append(red << 16 | green << 8 | blue)
            for cell in box.cells { boxOfKey[cell.key] = UInt8(index) }
        }
        return Result(palette: palette, indices: pixels.map { boxOfKey[Self.key($0)] })
    }

    /// The 15-bit cell of a pixel.
    private static func key(_ pixel: UInt32) -> Int {
        let red: UInt32 = (pixel >> 9) & 0x7C00
        let green: UInt32 = (pixel >> 6) & 0x03E0
        let blue: UInt32 = (pixel >> 3) & 0x001F
        return Int(red | green | blue)
    }

    /// The box to split next: the largest squared range times pixel count (a box of many pixels
    /// spread wide costs the most error); nil when every box is a single cell.
    private static func boxToSplit(_ boxes: [Box]) -> Int? {
        var best: (index: Int, priority: Double)?
        for (index, box) in boxes.enumerated() where box.cells.count > 1 {
            let priority = Double(box.range * box.range) * Double(box.count)
            if best.map({ priority > $0.priority }) ?? true { best = (index, priority) }
        }
        return best?.index
    }

    /// Cells of one palette entry, with the axis of their widest range.
    private struct Box {
        let cells: ArraySlice<Cell>
        /// 0 red, 1 green, 2 blue.
        let axis: Int
        /// The widest range of the cells along an axis, in 5-bit steps.
        let range: Int
        /// Pixels in the box.
        let count: Int

        init(_ cells: ArraySlice<Cell>) {
            self.cells = cells
            var best = (axis: 0, range: -1)
            for axis in 0..<3 {
                var low = 31, high = 0
                for cell in cells {
                    low = min(low, cell.channel(axis))
                    high = max(high, cell.channel(axis))
                }
                if high - low > best.range { best = (axis, high - low) }
            }
            axis = best.axis
            range = best.range
            count = cells.reduce(0) { $0 + $1.count }
        }

        /// Two boxes cut at the median pixel along ``axis`` (each keeps at least one cell).
        func split() -> (Box, Box) {
            let sorted = cells.sorted { $0.channel(axis) < $1.channel(axis) }
            var running = 0
            var cut = 1
            for (index, cell) in sorted.enumerated().dropLast() {
                running += cell.count
                cut = index + 1
                if running * 2 >= count { break }
            }
            return (Box(sorted[..<cut]), Box(sorted[cut...]))
        }
    }
}
