/// Layer textures that no card holds any more, kept for the next card that needs one.
///
/// A turning card's box changes size from frame to frame, and a page turn brings cards in and
/// takes others out: making a texture each time costs SDL's software renderer a zeroed surface
/// (and the kernel fresh pages) per layer. Textures let go wait here, at most `capacity` of them,
/// the oldest dropped first.
struct LayerPool {
    /// Most textures kept.
    static let capacity = 8
    private var spare: [SDLTexture] = []
    /// Textures made so far (through ``made(_:)``).
    private(set) var made = 0

    /// Keeps `texture` for later (dropping the oldest one kept when full).
    mutating func put(_ texture: SDLTexture) {
        if spare.count >= Self.capacity { spare.removeFirst() }
        spare.append(texture)
    }

    /// The smallest kept texture of at least `width` x `height` pixels, taken out of the pool;
    /// nil when none is large enough.
    mutating func take(width: Int, height: Int) -> SDLTexture? {
        var best: Int?
        for (index, texture) in spare.enumerated() where texture.width >= width && texture.height >= height {
            if let known = best, spare[known].width * spare[known].height <= texture.width * texture.height {
                continue
            }
            best = index
        }
        return best.map { spare.remove(at: $0) }
    }

    /// Counts `texture` as made and answers it.
    mutating func made(_ texture: SDLTexture) -> SDLTexture {
        made += 1
        return texture
    }

    /// Drops every texture kept (the renderer lost its render targets).
    mutating func removeAll() { spare.removeAll() }
}
