import CarouselSpec

/// Opaque textures of one period of a strip of cards (a marquee's row) with their shadows on the
/// window's background, so a frame copies the moving strip at its whole-pixel offset instead of
/// blending every card's shadow and rim again (see `SceneDrawer.drawStrip`).
///
/// A tile is made the second frame in a row its key is asked for (a strip seen once is drawn
/// card by card), and kept in a small LRU cache.
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
        /// Whether the strip runs along x.
        let horizontal: Bool
        /// Size of the face texture (padding included).
        let faceWidth: Int32, faceHeight: Int32
        /// The tile's extent across the strip, relative to the face's top-left pixel.
        let across: Int32, acrossSize: Int32
        /// The colour under the cards.
        let background: RGBAColor
    }

    private var cache = LRUCache<Key, SDLTexture>(capacity: 4, maxCost: 64 << 20)
    private var askedBefore: Set<Key> = []
    private var asked: Set<Key> = []
    /// Tiles made so far.
    private(set) var creations = 0

    /// Starts a frame: the keys asked for in the frame before become the ones a tile may be made for.
    func beginFrame() {
        swap(&asked, &askedBefore)
        asked.removeAll(keepingCapacity: true)
    }

    /// The tile for `key`, made with `make` when the key was asked for in the frame before too;
    /// nil otherwise (the strip is then drawn card by card this frame).
    func tile(for key: Key, make: () throws -> SDLTexture) throws -> SDLTexture? {
        asked.insert(key)
        if let tile = cache.value(for: key) { return tile }
        guard askedBefore.contains(key) else { return nil }
        let tile = try make()
        creations += 1
        cache.insert(tile, for: key, cost: tile.width * tile.height * 4)
        return tile
    }

    /// Drops every tile (the renderer lost what its render targets held).
    func removeAll() {
        cache.removeAll()
        asked.removeAll()
        askedBefore.removeAll()
    }
}
