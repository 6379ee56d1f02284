import CarouselEngine
import CarouselScene
import CarouselSpec

/// Draws scenes: the SDL backend of `CarouselScene`, shared by the demo window and
/// `carousel render`. It executes the draw commands in order and keeps the caches.
final class SceneDrawer {
    /// The painter drawn with.
    let painter: Painter
    /// Tiles of marquee strips (see `drawStrip`).
    let strips = StripCache()
    /// Turned cards drawn into layers (see `drawProjectedCard`).
    let projectedLayers = ProjectedLayers()
    /// Whether a marquee's strip is copied from a tile (off: card by card; the tests compare the two).
    var drawsStrips = true
    /// Whether turned cards go through their layers (off: blended straight onto the frame).
    var drawsTurnedCardsInLayers = true

    init(painter: Painter) { self.painter = painter }

    /// The scene for `frames` (window size in points) with `overlays`, text measured with the
    /// SDL fonts at the drawable's scale.
    func compose(
        _ frames: [CarouselFrame], composer: SceneComposer, windowSize: Size, overlays: SceneOverlays = .none
    ) throws -> Scene {
        let scale = try painter.pixelsPerPoint(windowSize: windowSize)
        return try composer.compose(
            frames, size: windowSize, scale: scale, metrics: painter.metrics, overlays: overlays)
    }

    /// Composes the scene for `frames` and draws it.
    @discardableResult
    func draw(
        _ frames: [CarouselFrame], composer: SceneComposer, windowSize: Size, overlays: SceneOverlays = .none
    ) throws -> Scene {
        let scene = try compose(frames, composer: composer, windowSize: windowSize, overlays: overlays)
        try draw(scene)
        return scene
    }

    /// Most card faces made per frame (see `CardCache.maxCreationsPerFrame`).
    var maxFacesPerFrame: Int {
        get { painter.cards.maxCreationsPerFrame }
        set { painter.cards.maxCreationsPerFrame = newValue }
    }

    /// Most strip cells made per frame (see `copyCells`); cells over it are drawn card by card.
    var maxCellsPerFrame: Int {
        get { strips.maxCellsPerFrame }
        set { strips.maxCellsPerFrame = newValue }
    }

    /// Problems loading item images since the last call (each reported once).
    func takeImageFailures() -> [String] { painter.images.takeFailures() }

    /// Forgets textures drawn into (the renderer lost its render targets).
    func forgetLayers() {
        painter.forgetLayers()
        strips.removeAll()
        projectedLayers.removeAll()
    }

    /// Clears to the scene's background and runs its commands in order.
    func draw(_ scene: Scene) throws {
        try painter.begin(windowSize: scene.size, background: scene.background)
        projectedLayers.beginFrame()
        strips.beginFrame()
        var clip: Rect?
        var index = scene.commands.startIndex
        while index < scene.commands.endIndex {
            let command = scene.commands[index]
            switch command {
            case .clip(let rect):
                clip = rect
                try painter.clip(rect)
                // A group of cards only (up to the next clip) may be a marquee's strip.
                let cards = scene.commands[(index + 1)...].prefix { if case .card = $0 { true } else { false } }
                    .compactMap { if case .card(let card) = $0 { card } else { nil } }
                if drawsStrips, try drawStrip(cards, in: scene, before: index) {
                    index += 1 + cards.count
                    continue
                }
            case .fill(let shape):
                try painter.fill(shape.rect, radius: shape.radius, color: shape.color, opacity: shape.opacity)
            case .stroke(let shape, let width):
                try painter.stroke(
                    shape.rect, radius: shape.radius, width: width, color: shape.color, opacity: shape.opacity)
            case .pill(let shape): try painter.pill(shape.rect, color: shape.color, opacity: shape.opacity)
            case .text(let run):
                if let text = try painter.text.text(run, scale: painter.scale) {
                    try painter.draw(text, at: run.origin, opacity: run.opacity)
                }
            case .card(let card):
                try drawUncovered(card, before: scene.commands[(index + 1)...], clip: clip)
            case .arc(let arc): try painter.arc(arc)
            }
            index += 1
        }
        try painter.end()
    }
}
