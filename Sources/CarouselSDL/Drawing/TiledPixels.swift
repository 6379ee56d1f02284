/// A copy of a texture's pixels laid out in 4 x 4 tiles, each 64 bytes (one cache line) and
/// aligned to one, for ``TriangleTexturer``.
///
/// A card turned in the plane (the wheel) reads its face along slanted lines: row by row, each
/// texel lies on another cache line. In tiles, the texels around one share a line, so a slanted
/// span loads about a quarter as many lines, and the rows after it find them still cached.
final class TiledPixels {
    /// The tiles, row of tiles by row of tiles, each tile's 16 pixels row by row.
    let base: UnsafeMutablePointer<UInt32>
    /// Tiles per row of tiles.
    let tilesPerRow: Int
    /// The texture's size in pixels.
    let width: Int, height: Int

    /// Copies `pixels` (`width` per row, `width` x `height`) into tiles (the pixels past the last
    /// column or row in the last tiles are transparent).
    init(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        let tilesPerRow = max(0, (width + 3) / 4), tileRows = max(0, (height + 3) / 4)
        let count = max(16, tilesPerRow * tileRows * 16)
        base = UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: 64)
            .bindMemory(to: UInt32.self, capacity: count)
        base.initialize(repeating: 0, count: count)
        self.tilesPerRow = tilesPerRow
        self.width = width
        self.height = height
        guard width > 0, height > 0, pixels.count >= width * height else { return }
        for y in 0..<height {
            for x in 0..<width {
                base[Self.index(x: x, y: y, tilesPerRow: tilesPerRow)] = pixels[y * width + x]
            }
        }
    }

    deinit { base.deallocate() }

    /// Where pixel (`x`, `y`) lies in the tiles.
    @inline(__always)
    static func index(x: Int, y: Int, tilesPerRow: Int) -> Int {
        (y >> 2) &* (tilesPerRow << 4) &+ ((x >> 2) << 4) &+ ((y & 3) << 2) &+ (x & 3)
    }
}
