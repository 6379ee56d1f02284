/// Image textures loaded once per path and kept in a bounded LRU cache.
///
/// A file that fails to load is remembered (and reported once through `failures`), so a broken
/// image costs nothing per frame; the card is drawn in its colour instead.
final class ImageCache {
    private let renderer: SDLRenderer
    private var cache = LRUCache<String, SDLTexture>(capacity: 64)
    private var failed: Set<String> = []
    /// Problems met while loading, to be printed once by the caller.
    private(set) var failures: [String] = []

    init(renderer: SDLRenderer) { self.renderer = renderer }

    /// The texture for the image at `path`, or nil when it cannot be loaded.
    func texture(for path: String) -> SDLTexture? {
        if let cached = cache.value(for: path) { return cached }
        if failed.contains(path) { return nil }
        do {
            let texture = try SDLTexture(renderer: renderer, surface: try SDLSurface(imageAt: path))
            cache.insert(texture, for: path)
            return texture
        } catch {
            failed.insert(path)
            failures.append("\(error)")
            return nil
        }
    }

    /// Returns and forgets the problems collected so far.
    func takeFailures() -> [String] {
        defer { failures.removeAll() }
        return failures
    }
}
