import CarouselSpec

/// Opaque textures of one period of a strip of cards (a marquee's row) with their shadows on the
/// window's background, so a frame copies the moving strip at its whole-pixel offset instead of
/// blending every card's shadow and rim again (see `SceneDrawer.drawStrip`). A strip whose items
/// do not come back in view has a cell per card instead: the span from its face to the next
/// card's, with its neighbours' shadows (see `SceneDrawer.copyCells`).
///
/// A tile is made the first time its key is asked for and kept in an LRU cache. The key names
/// the faces and their spacing, not their position, so it holds while the strip moves, except
/// that the shadows' edge depths follow the cards' sub-pixel phase: a moving strip has up to
/// three tiles (or three cells per card).
final class StripCache {
    /// What a tile shows, in whole pixels.
    struct Key: Hashable {
        /// The faces of one period, from the card of the lowest item on.
        let faces: [CardCache.Key]
        /// The shadow texture (nil: no shadow) and its outer box relative to the face's top-left
        /// pixel (left, top, right, bottom), then its edge depths.
        let shadow: ShadowCache.Key?
        let shadowGeometry: [Int32]
        /// Pixels from one card to the next along the strip.
        let stride: Int32
        /// The tile's length along the strip: a period, or one stride for a card's cell.
        let length: Int32
        /// Whether the strip runs along x.
        let horizontal: Bool
        /// Size of the face texture (padding included).
        let faceWidth: Int32, faceHeight: Int32
        /// The tile's extent across the strip, relative to the face's top-left pixel.
        let across: Int32, acrossSize: Int32
        /// The colour under the cards.
        let background: RGBAColor
    }

    /// Most tiles kept: three phases of the cells of 64 items, or of a few strips' periods.
    private var cache = LRUCache<Key, SDLTexture>(capacity: 192, maxCost: 96 << 20)
    /// Tiles made so far.
    private(set) var creations = 0

    /// Most cells (`cell(for:make:)`) made in one frame; the demo window sets a small number.
    var maxCellsPerFrame = Int.max
    private var cellsThisFrame = 0

    /// Starts a frame: no cells made in it yet.
    func beginFrame() { cellsThisFrame = 0 }

    /// The cell for `key`, made with `make` on first use; nil when it is not cached and this
    /// frame already made `maxCellsPerFrame` cells (the caller draws its cards instead).
    func cell(for key: Key, make: () throws -> SDLTexture) throws -> SDLTexture? {
        if let cell = cache.value(for: key) { return cell }
        guard cellsThisFrame < maxCellsPerFrame else { return nil }
        cellsThisFrame += 1
        return try tile(for: key, make: make)
    }

    /// The tile for `key`, made with `make` on first use.
    func tile(for key: Key, make: () throws -> SDLTexture) throws -> SDLTexture {
        if let tile = cache.value(for: key) { return tile }
        let tile = try make()
        creations += 1
        cache.insert(tile, for: key, cost: tile.width * tile.height * 4)
        return tile
    }

    /// Drops every tile (the renderer lost what its render targets held).
    func removeAll() {
        cache.removeAll()
    }
}
