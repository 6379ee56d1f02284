import CarouselEngine
import CarouselScene
import CarouselSpec

/// Draws scenes: the SDL backend of `CarouselScene`, shared by the demo window and
/// `carousel render`. It executes the draw commands in order and keeps the caches.
final class SceneDrawer {
    /// The painter drawn with.
    let painter: Painter

    init(painter: Painter) { self.painter = painter }

    /// Composes the scene for `frames` (window size in points) with `overlays`, measuring text
    /// with the SDL fonts at the drawable's scale, and draws it.
    @discardableResult
    func draw(
        _ frames: [CarouselFrame], composer: SceneComposer, windowSize: Size, overlays: SceneOverlays = .none
    ) throws -> Scene {
        let scale = try painter.pixelsPerPoint(windowSize: windowSize)
        let scene = try composer.compose(
            frames, size: windowSize, scale: scale, metrics: painter.metrics, overlays: overlays)
        try draw(scene)
        return scene
    }

    /// Clears to the scene's background and runs its commands in order.
    func draw(_ scene: Scene) throws {
        try painter.begin(windowSize: scene.size, background: scene.background)
        for command in scene.commands {
            switch command {
            case .clip(let rect): try painter.clip(rect)
            case .fill(let shape):
                try painter.fill(shape.rect, radius: shape.radius, color: shape.color, opacity: shape.opacity)
            case .stroke(let shape, let width):
                try painter.stroke(
                    shape.rect, radius: shape.radius, width: width, color: shape.color, opacity: shape.opacity)
            case .pill(let shape): try painter.pill(shape.rect, color: shape.color, opacity: shape.opacity)
            case .text(let run):
                guard let text = try painter.text.text(run, scale: painter.scale) else { continue }
                try painter.draw(text, at: run.origin, opacity: run.opacity)
            case .card(let card): try drawCard(card)
            }
        }
    }
}
