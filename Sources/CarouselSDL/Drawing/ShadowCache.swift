/// Soft card shadows as nine-slice textures, drawn once per (corner radius, blur, body, strength)
/// in whole pixels and kept in a bounded LRU cache, so a frame composites each shadow with a few copies
/// instead of rasterising a feathered band of triangles.
///
/// A texture holds a rounded rectangle whose straight edges are `straight` pixels long: its four
/// corners are copied as they are and its edges are tiled along the card's edges, every copy at
/// its own size (SDL's software renderer blends unscaled copies much faster than scaled ones).
final class ShadowCache {
    /// What a shadow texture depends on, in whole pixels.
    struct Key: Hashable {
        /// Corner radius of the shadow's shape.
        let radius: Int
        /// Width of the fade.
        let blur: Int
        /// Whether the inside is filled (under translucent cards).
        let body: Bool
        /// The shadow's strength in steps of 1/`ShadowCache.levels` (baked into the texture: SDL's
        /// software renderer blends a copy with an alpha modulation several times slower).
        var level = ShadowCache.levels
    }

    /// Strength steps of a shadow texture.
    static let levels = 32

    /// A cached shadow texture and its corner size (pixels copied unstretched from each corner).
    struct Slices {
        /// The texture, black with the shadow's coverage in alpha (120 at full coverage).
        let texture: SDLTexture
        /// Corner size in pixels: the texture is `2 * corner + straight` pixels square.
        let corner: Int
        /// How far the fade reaches outside the shape, in pixels.
        let reach: Int
        /// How deep into the shape the edges are drawn: the fade's width without a body, else `corner`.
        let depth: Int
        /// Whether everything deeper than `depth` is transparent (always so without a body).
        let hollow: Bool
    }

    /// Length in pixels of the texture's straight edges (one edge tile).
    static let straight = 32
    private let renderer: SDLRenderer
    private var cache = LRUCache<Key, Slices>(capacity: 48)
    /// Textures made so far (stops growing once every card size and zoom step is seen).
    private(set) var creations = 0

    /// A cache making textures for `renderer`.
    init(renderer: SDLRenderer) { self.renderer = renderer }

    /// The slices for `key`, made on first use.
    func slices(for key: Key) throws -> Slices {
        if let slices = cache.value(for: key) { return slices }
        let slices = try Self.make(key, renderer: renderer)
        creations += 1
        cache.insert(slices, for: key)
        return slices
    }

    /// Coverage of the fade at signed distance `distance` (pixels, positive outside) from the
    /// shape: the profile of `Mesh.softEdge`, with nothing drawn further inside than the band
    /// unless `body` is set.
    static func coverage(distance: Float, blur: Float, reach: Float, body: Bool) -> Float {
        if distance < -reach { return body ? 1 : 0 }
        let t = max(0, min(1, 0.5 - distance / blur))
        return t * t
    }

    private static func make(_ key: Key, renderer: SDLRenderer) throws -> Slices {
        let blur = Float(max(1, key.blur))
        let reachValue = blur / 2 + 1
        let reach = Int(reachValue.rounded(.up))
        let corner = key.radius + reach
        let side = 2 * corner + Self.straight
        let surface = try SDLSurface(width: side, height: side, format: SDLBridge.argbPixelFormat)
        // The shape spans [reach, side - reach) on both axes.
        let low = Float(reach), high = Float(side - reach)
        let radius = Float(key.radius)
        let strength = 120 * Float(key.level) / Float(levels)
        try surface.writeRows32("create a shadow texture") { row, line in
            for column in 0..<side {
                let x = Float(column) + 0.5, y = Float(row) + 0.5
                let qx = max(low + radius - x, x - (high - radius))
                let qy = max(low + radius - y, y - (high - radius))
                let ox = max(qx, 0), oy = max(qy, 0)
                let distance = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
                let alpha = coverage(distance: distance, blur: blur, reach: reachValue, body: key.body)
                line[column] = UInt32((alpha * strength).rounded()) << 24
            }
        }
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        let depth = key.body ? corner : min(corner, 2 * reach + 1)
        let deeper = coverage(distance: Float(reach - depth) - 0.5, blur: blur, reach: reachValue, body: false)
        return Slices(texture: texture, corner: corner, reach: reach, depth: depth, hollow: !key.body && deeper == 0)
    }
}
