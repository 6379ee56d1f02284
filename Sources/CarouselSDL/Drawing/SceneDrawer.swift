import CarouselEngine
import CarouselScene
import CarouselSpec

/// Draws scenes: the SDL backend of `CarouselScene`, shared by the demo window and
/// `carousel render`. It executes the draw commands in order and keeps the caches.
final class SceneDrawer {
    /// The painter drawn with.
    let painter: Painter

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

    /// Problems loading item images since the last call (each reported once).
    func takeImageFailures() -> [String] { painter.images.takeFailures() }

    /// Forgets textures drawn into (the renderer lost its render targets).
    func forgetLayers() { painter.forgetLayers() }

    /// Clears to the scene's background and runs its commands in order.
    func draw(_ scene: Scene) throws {
        try painter.begin(windowSize: scene.size, background: scene.background)
        var clip: Rect?
        for (index, command) in scene.commands.enumerated() {
            switch command {
            case .clip(let rect):
                clip = rect
                try painter.clip(rect)
            case .fill(let shape):
                try painter.fill(shape.rect, radius: shape.radius, color: shape.color, opacity: shape.opacity)
            case .stroke(let shape, let width):
                try painter.stroke(
                    shape.rect, radius: shape.radius, width: width, color: shape.color, opacity: shape.opacity)
            case .pill(let shape): try painter.pill(shape.rect, color: shape.color, opacity: shape.opacity)
            case .text(let run):
                guard let text = try painter.text.text(run, scale: painter.scale) else { continue }
                try painter.draw(text, at: run.origin, opacity: run.opacity)
            case .card(let card):
                try drawUncovered(card, before: scene.commands[(index + 1)...], clip: clip)
            case .arc(let arc): try painter.arc(arc)
            }
        }
        try painter.end()
    }
}
