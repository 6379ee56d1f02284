import CarouselEngine
import CarouselScene
import CarouselSpec

/// Draws engine frames into memory with SDL's software renderer (no display needed) and
/// writes them as PNG files: what `carousel render`, the golden tests and the bench use.
///
/// Not thread-safe: SDL_ttf shares one FreeType library, so draw from one thread at a time.
public final class OffscreenCanvas {
    private let surface: SDLSurface
    private let renderer: SDLRenderer
    private let drawer: SceneDrawer
    /// The size drawn, in points.
    public let size: Size

    /// Most pixels on a side of a canvas (`render --size` times `--scale`).
    public static let maximumPixelsPerSide = 16384

    /// A canvas of `size` points at `scale` pixels per point, using `fontPath` or the bundled font.
    public init(size: Size, scale: Double = 1, fontPath: String? = nil) throws {
        try Self.checkSides(size, scale: scale)
        try SDLLibrary.startFontsAndImages()
        self.size = size
        surface = try SDLSurface(
            width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
            format: SDLBridge.opaquePixelFormat)
        renderer = try SDLRenderer(surface: surface)
        drawer = SceneDrawer(painter: Painter(renderer: renderer, fonts: try FontLibrary(customFont: fontPath)))
    }

    /// Throws when `size` at `scale` is empty or larger than ``maximumPixelsPerSide``, naming the
    /// side in pixels and the limit: `12000x12000 points at scale 1.9 is 22800x22800 pixels; ...`.
    static func checkSides(_ size: Size, scale: Double) throws {
        let points = "\(SchemaCatalog.format(size.width))x\(SchemaCatalog.format(size.height)) points"
        let width = size.width * scale, height = size.height * scale
        guard width >= 1, height >= 1 else {
            throw SDLError("create the canvas", reason: "\(points) at scale \(SchemaCatalog.format(scale)) is empty")
        }
        let limit = Double(maximumPixelsPerSide)
        guard width > limit || height > limit else { return }
        let pixels = "\(SchemaCatalog.format(width.rounded()))x\(SchemaCatalog.format(height.rounded())) pixels"
        throw SDLError(
            "create the canvas",
            reason: "\(points) at scale \(SchemaCatalog.format(scale)) is \(pixels); a picture is at most "
                + "\(maximumPixelsPerSide) pixels a side: give a smaller size or scale")
    }

    /// Draws one frame of every carousel (replacing what was there) with `overlays`; returns the
    /// scene drawn. `sceneSize` (default: the canvas size) is the size the frames were laid out
    /// at; a larger scene is scaled down to fit, centred (see `ViewFit`).
    @discardableResult
    public func draw(
        _ frames: [CarouselFrame], composer: SceneComposer, overlays: SceneOverlays = .none, sceneSize: Size? = nil
    ) throws -> Scene {
        let scene = try drawer.draw(frames, composer: composer, windowSize: sceneSize ?? size, overlays: overlays)
        renderer.present()
        return scene
    }

    /// Draws one frame of every carousel of `spec` (replacing what was there).
    public func draw(_ frames: [CarouselFrame], spec: ResolvedSpec) throws {
        try draw(frames, composer: SceneComposer(spec: spec))
    }

    /// The scene `frames` make with `overlays` on this canvas (text measured with its fonts at its scale), not drawn.
    public func scene(
        _ frames: [CarouselFrame], composer: SceneComposer, overlays: SceneOverlays = .none, sceneSize: Size? = nil
    ) throws -> Scene {
        try drawer.compose(frames, composer: composer, windowSize: sceneSize ?? size, overlays: overlays)
    }

    /// Writes the current picture as a PNG file.
    public func savePNG(to path: String) throws {
        try renderer.readPixels().savePNG(to: path)
    }

    /// The current picture as 0xAARRGGBB pixels, row by row.
    public func pixels() throws -> [UInt32] {
        try renderer.readPixels().converted(to: SDLBridge.argbPixelFormat).pixels32()
    }

    /// Problems loading item images since the last call (each reported once).
    public func takeImageFailures() -> [String] { drawer.takeImageFailures() }

    /// Text textures rendered so far (the cache makes this stop growing once every label is seen).
    var textRenders: Int { drawer.painter.text.renders }

    /// Shadow textures made so far (the cache makes this stop growing once every card size is seen).
    var shadowTextures: Int { drawer.painter.shadows.creations }

    /// Card faces drawn into textures so far (stops growing once every card is seen at rest).
    var cardFaces: Int { drawer.painter.cards.creations }

    /// Most card faces made per frame (see `CardCache.maxCreationsPerFrame`).
    var maxFacesPerFrame: Int {
        get { drawer.maxFacesPerFrame }
        set { drawer.maxFacesPerFrame = newValue }
    }

    /// The drawer (its caches and switches, for the tests).
    var sceneDrawer: SceneDrawer { drawer }

    /// Label scrim strips made so far (stops growing once every card height is seen).
    var scrimStrips: Int { drawer.painter.scrimStripCreations }
}
