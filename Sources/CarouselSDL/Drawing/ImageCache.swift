/// Image textures loaded once per path and kept in a bounded LRU cache, with copies resampled
/// and cut to the exact pixels a card shows them at (see `ImageResampler`, `RoundedCoverage`).
///
/// A file that fails to load is remembered (and reported once through `failures`), so a broken
/// image costs nothing per frame; the card is drawn in its colour instead.
final class ImageCache {
    /// A loaded image: its texture (bilinearly filtered when drawn scaled) and its pixels.
    private struct Loaded {
        let texture: SDLTexture
        let pixels: [UInt32]
        let width: Int
        let height: Int
    }

    /// An image resampled to `mappedWidth` x `mappedHeight` pixels, cut to a card of `width` x
    /// `height` pixels `offsetX`, `offsetY` into it, with corners of `radius` quarter pixels.
    private struct CutKey: Hashable {
        let path: String
        let mappedWidth: Int, mappedHeight: Int
        let offsetX: Int, offsetY: Int
        let width: Int, height: Int
        let radius: Int
        /// Whether pixels outside the mapping are transparent (a contained image) rather than
        /// the image's nearest edge pixels.
        let clear: Bool
    }

    private let renderer: SDLRenderer
    private var cache = LRUCache<String, Loaded>(capacity: 64)
    private var cut = LRUCache<CutKey, SDLTexture>(capacity: 128, maxCost: 64 << 20)
    private var failed: Set<String> = []
    /// Problems met while loading, to be printed once by the caller.
    private(set) var failures: [String] = []
    /// Images cut to a card so far.
    private(set) var cuts = 0

    init(renderer: SDLRenderer) { self.renderer = renderer }

    /// The texture for the image at `path`, or nil when it cannot be loaded.
    func texture(for path: String) -> SDLTexture? { loaded(path)?.texture }

    /// The image at `path` as drawn on a card: resampled to `mapping`'s size (whole pixels, the
    /// aspect-filled rectangle), cut to `box` (rounded to whole pixels) and to its rounded shape of
    /// `radius` pixels with anti-aliased alpha (cached, LRU by pixel bytes). Copied texel for pixel
    /// it is filtered and its corners line up with the rest of the picture exactly. With `clear`
    /// (a contained image, smaller than the box) the pixels outside the mapping are transparent,
    /// so the card's fill shows around the picture. Nil when the image cannot be loaded or the
    /// texture made.
    func card(_ path: String, mapping: TextureMapping, box: PixelRect, radius: Float, clear: Bool = false)
        -> SDLTexture?
    {
        guard let image = loaded(path) else { return nil }
        let width = Int(box.w.rounded()), height = Int(box.h.rounded())
        let mappedWidth = Int(mapping.width), mappedHeight = Int(mapping.height)
        guard width >= 1, height >= 1, mappedWidth >= 1, mappedHeight >= 1 else { return nil }
        let key = CutKey(
            path: path, mappedWidth: mappedWidth, mappedHeight: mappedHeight,
            offsetX: Int(box.x.rounded() - mapping.x), offsetY: Int(box.y.rounded() - mapping.y), width: width,
            height: height, radius: Int((radius * 4).rounded()), clear: clear)
        if let texture = cut.value(for: key) { return texture }
        let mapped = ImageResampler(pixels: image.pixels, width: image.width, height: image.height)
            .resized(to: mappedWidth, mappedHeight)
        let shape = RoundedCoverage(width: width, height: height, radius: Double(key.radius) / 4)
        guard let surface = try? SDLSurface(width: width, height: height, format: SDLBridge.argbPixelFormat),
            (try? surface.writeRows32(
                "cut an image to a card",
                { row, line in
                    if key.clear {
                        return Self.writeClearRow(
                            row, into: line, mapped: mapped, mappedWidth: mappedWidth, mappedHeight: mappedHeight,
                            key: key, shape: shape)
                    }
                    let sourceRow = min(mappedHeight - 1, max(0, row + key.offsetY)) * mappedWidth
                    for column in 0..<width {
                        let pixel = mapped[sourceRow + min(mappedWidth - 1, max(0, column + key.offsetX))]
                        // Non-negative: adding a half and truncating rounds to nearest (no libm call).
                        let alpha = UInt32(Double(pixel >> 24) * shape.coverage(column, row) + 0.5)
                        line[column] = alpha << 24 | (pixel & 0x00FF_FFFF)
                    }
                })) != nil,
            let texture = try? SDLTexture(renderer: renderer, surface: surface)
        else { return nil }
        cuts += 1
        cut.insert(texture, for: key, cost: width * height * 4)
        return texture
    }

    /// The image at `path`, loaded on first use.
    private func loaded(_ path: String) -> Loaded? {
        if let cached = cache.value(for: path) { return cached }
        if failed.contains(path) { return nil }
        do {
            let surface = try SDLSurface(imageAt: path)
            let texture = try SDLTexture(renderer: renderer, surface: surface)
            try texture.useLinearScaling()
            let pixels = try surface.converted(to: SDLBridge.argbPixelFormat).pixels32()
            let image = Loaded(texture: texture, pixels: pixels, width: surface.width, height: surface.height)
            cache.insert(image, for: path)
            return image
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

extension ImageCache {
    /// One row of a contained image's cut: the resampled picture where the mapping lies, clear
    /// (transparent) elsewhere, cut to the card's rounded shape.
    private static func writeClearRow(
        _ row: Int, into line: UnsafeMutablePointer<UInt32>, mapped: [UInt32], mappedWidth: Int, mappedHeight: Int,
        key: CutKey, shape: RoundedCoverage
    ) {
        let sourceRow = row + key.offsetY
        for column in 0..<key.width {
            let sourceColumn = column + key.offsetX
            guard sourceRow >= 0, sourceRow < mappedHeight, sourceColumn >= 0, sourceColumn < mappedWidth else {
                line[column] = 0
                continue
            }
            let pixel = mapped[sourceRow * mappedWidth + sourceColumn]
            let alpha = UInt32(Double(pixel >> 24) * shape.coverage(column, row) + 0.5)
            line[column] = alpha << 24 | (pixel & 0x00FF_FFFF)
        }
    }
}
