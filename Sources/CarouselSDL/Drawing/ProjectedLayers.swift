/// Turned cards (spatial effects) drawn into their own transparent layers, kept per card while
/// the card holds still.
///
/// SDL's software renderer fills a textured triangle that it must blend pixel by pixel through
/// its generic blitter; into a layer of the texture's own format, without blending or tint, it
/// copies each texel directly, several times faster. The layer is then blended onto the frame
/// with one copy (whose blitter skips transparent pixels and copies opaque ones). A card at rest
/// (the same mesh as in the frame before) reuses its layer without drawing it again.
///
/// With SDL's software renderer a layer is filled on the CPU (``TurnedCardRaster``: the same
/// pixels, without SDL's two divisions per pixel), so a moving card's layer is cheap to redraw.
final class ProjectedLayers {
    /// What a layer shows: the face texture and the mesh moved to the layer's corner.
    struct Content: Equatable {
        let face: CardCache.Key
        let texture: ObjectIdentifier
        let vertices: [MeshVertex]
        /// Pixels left transparent (an opaque card in front covers them), in the layer's pixels.
        let hole: PixelBox?
        /// The card's opacity baked into the layer's pixels (255: none; the layer is then blended
        /// at the card's opacity).
        var alpha: UInt8 = 255
    }

    /// A card's layer: its texture (at least as large as the card's box) and what it holds.
    struct Entry {
        let texture: SDLTexture
        var content: Content
        /// Size of the part drawn, in pixels.
        var width: Int32, height: Int32
        /// Boxes holding every pixel drawn (nil: the whole `width` x `height`).
        var written: [PixelBox]?
    }

    private var entries: [CardCache.Identity: Entry] = [:]
    private var seen: Set<CardCache.Identity> = []
    /// Layer textures no card holds now (see ``LayerPool``).
    private var pool = LayerPool()
    /// Layers drawn so far (a card at rest draws its layer once).
    private(set) var draws = 0
    /// Layer textures made so far (a turning card reuses textures instead of making one per size).
    var textures: Int { pool.made }
    /// Fills layers on the CPU for SDL's software renderer.
    let raster = TurnedCardRaster()
    /// Whether layers are filled by `raster` where it is available (off: by the renderer; the
    /// tests compare the two).
    var rasterises = true
    /// Whether the parts of a layer that opaque cards in front cover are left out (off: every
    /// layer is filled and blended whole; the tests compare the two).
    var leavesOutCovered = true

    /// Starts a frame: layers of cards not drawn in the frame before are dropped.
    func beginFrame() {
        for (identity, entry) in entries where !seen.contains(identity) {
            pool.put(entry.texture)
            entries[identity] = nil
        }
        seen.removeAll(keepingCapacity: true)
        raster.beginFrame()
    }

    /// The layer of `identity` showing `content` in `width` x `height` pixels, drawn with `draw`
    /// (which answers the boxes it wrote, nil for all) unless it already holds it.
    func layer(
        for identity: CardCache.Identity, content: Content, width: Int32, height: Int32,
        make: (Int, Int) throws -> SDLTexture, draw: (SDLTexture) throws -> [PixelBox]?
    ) throws -> Entry {
        seen.insert(identity)
        if let entry = entries[identity], entry.content == content, entry.width == width, entry.height == height {
            return entry
        }
        var texture = entries[identity]?.texture
        if let old = texture, old.width < Int(width) || old.height < Int(height) {
            pool.put(old)
            texture = nil
        }
        // Grown in steps and taken from the textures other cards let go, so a card turning and
        // growing does not make a texture every frame.
        let layer =
            try texture ?? pool.take(width: Int(width), height: Int(height))
            ?? pool.made(make(Self.rounded(Int(width)), Self.rounded(Int(height))))
        let written = try draw(layer)
        draws += 1
        let entry = Entry(texture: layer, content: content, width: width, height: height, written: written)
        entries[identity] = entry
        return entry
    }

    /// `pixels` rounded up to a multiple of 32.
    private static func rounded(_ pixels: Int) -> Int { (pixels + 31) / 32 * 32 }

    /// Drops every layer.
    func removeAll() {
        entries.removeAll()
        seen.removeAll()
        pool.removeAll()
        raster.removeAll()
    }
}
