import CarouselSpec
import CarouselScene

/// Whole cards (fill, image, label scrim, labels, anti-aliased rounded outline) drawn once into
/// a texture per look and size, so a frame composites each card with one copy instead of
/// rasterising its shapes, stretching its image and blending its text again.
///
/// A texture is made the first time a card is seen at a size, and again only when the size
/// changes and then holds for a frame: a card whose size animates (the focus carousel's centre
/// card growing) is drawn directly while it changes, instead of making a texture per frame that
/// would be used once. Zoomed and faded copies of a face (a stack's cards at rest) are cached by
/// the same rule, so a resting card is one unscaled copy with plain blending, the cheapest thing
/// SDL's software renderer can draw. Textures are kept in an LRU cache bounded by count and by
/// pixel bytes.
final class CardCache {
    /// What a card texture shows, in whole pixels.
    struct Key: Hashable {
        /// What the card shows (title, colours, image).
        let face: CardFace
        /// Size of the unscaled card in pixels.
        let width: Int
        let height: Int
        /// Corner radius in quarter pixels.
        let radius: Int
        /// Pixels per point, in hundredths (label sizes depend on it).
        let scale: Int
        /// The zoom the face was drawn at, in thousandths (1000: the card's own size).
        var zoom = 1000
        /// The opacity baked into the face (0...255; 255: as drawn).
        var alpha = 255
        /// The opaque backdrop the faded face is baked over (nil: none, the face stays translucent).
        var backdrop: RGBAColor?
    }

    /// A card's face in a texture of its unscaled size in pixels plus `padding` on every side
    /// (the anti-aliased outline reaches half a pixel outside the card).
    struct Face {
        /// Transparent pixels around the card on each side.
        static let padding = 1
        /// The pixels: transparent outside the rounded shape, anti-aliased along it.
        let texture: SDLTexture
        /// Whether the card is opaque everywhere more than `corner` pixels from a corner and
        /// 2 pixels from an edge (then that part can be copied without blending).
        let opaqueInside: Bool
        /// Size of the card's corner squares that hold the rounded part of the outline, in pixels.
        let corner: Int
        /// What the face shows.
        let key: Key
    }

    /// Which card of which carousel, to notice a change of what it shows (size, zoom, opacity,
    /// content) from one frame to the next.
    struct Identity: Hashable {
        let carousel: String
        let item: Int
        /// Whether this is a zoomed or faded copy of the face rather than the face itself.
        var variant = false
    }

    /// Fewest bytes of card pixels kept (64 MiB: the showcase needs about 6 at 1280 x 800); a
    /// larger drawable raises it to four screens' worth, so the faces of one frame always fit.
    static let minBytes = 64 << 20
    private var cache = LRUCache<Key, Face>(capacity: 256, maxCost: minBytes)
    /// What each card showed this frame, and in the frame before.
    private var seen: [Identity: Key] = [:]
    private var seenBefore: [Identity: Key] = [:]
    /// Textures made so far (stops growing once every card is seen at its resting size).
    private(set) var creations = 0
    /// Most textures made in one frame; cards over the budget are drawn another way that frame.
    /// The demo window sets a small one, so a first frame or a reload does not make every face
    /// at once (with an OpenGL renderer on a CPU rasteriser each costs a render-target flush);
    /// `carousel render` draws every face at once so a single frame looks like the window's later ones.
    var maxCreationsPerFrame = Int.max
    private var creationsThisFrame = 0

    /// A cache with nothing in it.
    init() {}

    /// Starts a frame on a drawable of `pixels` pixels: what the cards showed in the frame before
    /// becomes what to compare with.
    func beginFrame(pixels: Int) {
        cache.maxCost = max(Self.minBytes, 16 * pixels)
        swap(&seen, &seenBefore)
        seen.removeAll(keepingCapacity: true)
        creationsThisFrame = 0
    }

    /// The face for `key` shown as `identity`; nil when the card should be drawn another way
    /// (what it shows, its size, zoom or opacity differ from last frame's). `make` draws a new
    /// face when one is needed.
    func face(for key: Key, as identity: Identity, make: (Key) throws -> Face) throws -> Face? {
        seen[identity] = key
        if let face = cache.value(for: key) { return face }
        if let before = seenBefore[identity], before != key { return nil }
        guard creationsThisFrame < maxCreationsPerFrame else { return nil }
        let face = try make(key)
        creations += 1
        creationsThisFrame += 1
        cache.insert(face, for: key, cost: key.width * key.height * 4)
        return face
    }

    /// Makes the face for `key` ahead of the frame that shows it (the window is idle), unless it
    /// is cached; returns whether it made one. Neither what cards showed nor the per-frame budget
    /// is touched: a face made here is found by ``face(for:as:make:)`` like any other.
    func prepare(_ key: Key, make: (Key) throws -> Face) throws -> Bool {
        guard cache.value(for: key) == nil else { return false }
        cache.insert(try make(key), for: key, cost: key.width * key.height * 4)
        prepared += 1
        return true
    }

    /// Faces made ahead so far (``prepare(_:make:)``).
    private(set) var prepared = 0

    /// Drops every face (the renderer lost what its render targets held).
    func removeAll() {
        cache.removeAll()
        seen.removeAll()
        seenBefore.removeAll()
    }
}
