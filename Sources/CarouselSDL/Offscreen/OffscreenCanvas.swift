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

    /// A canvas of `size` points at `scale` pixels per point, using `fontPath` or the bundled font.
    public init(size: Size, scale: Double = 1, fontPath: String? = nil) throws {
        guard size.width >= 1, size.height >= 1, size.width * scale <= 16384, size.height * scale <= 16384 else {
            throw SDLError("create the canvas", reason: "size \(size.width)x\(size.height) is out of range")
        }
        try SDLLibrary.startFontsAndImages()
        self.size = size
        surface = try SDLSurface(
            width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
            format: SDLBridge.opaquePixelFormat)
        renderer = try SDLRenderer(surface: surface)
        drawer = SceneDrawer(painter: Painter(renderer: renderer, fonts: try FontLibrary(customFont: fontPath)))
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
