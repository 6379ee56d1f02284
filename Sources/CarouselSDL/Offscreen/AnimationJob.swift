import CarouselEngine
import CarouselScene
import CarouselSpec

/// Plays a spec headless like ``RenderJob`` and hands each frame's pixels to a sink (the GIF or
/// WebP encoder of `carousel render --animate`) instead of writing PNG files.
///
/// The picture keeps the size of the first frame: a script's `resize` changes the layout, which
/// is fitted into it (``ViewFit``), as the window shows a scene larger than itself.
public enum AnimationJob {
    /// One drawn frame: its number (from 0), width and height in pixels, pixels as 0xAARRGGBB.
    public typealias Sink = (_ index: Int, _ width: Int, _ height: Int, _ pixels: [UInt32]) throws -> Void

    /// Draws `request.frames` frames, `request.every` seconds apart from `request.time` (default 0),
    /// and passes each to `sink`. Returns the warnings (images that could not be loaded); throws
    /// what the canvas or the sink throws.
    public static func run(_ request: RenderRequest, spec: ResolvedSpec, sink: Sink) throws -> RenderOutcome {
        var player = ScenePlayer(spec: spec, script: request.script, size: request.size, rules: request.rules)
        let canvas = try OffscreenCanvas(size: player.windowSize, scale: request.scale, fontPath: spec.window.fontPath)
        let width = Int((canvas.size.width * request.scale).rounded())
        let height = Int((canvas.size.height * request.scale).rounded())
        let start = request.time ?? 0
        for index in 0..<max(1, request.frames) {
            player.play(until: start + Double(index) * request.every)
            try canvas.draw(
                player.engine.frames(), composer: player.composer, overlays: SceneOverlays(focus: request.focus),
                sceneSize: player.engine.scene.windowSize)
            try sink(index, width, height, try canvas.pixels())
        }
        return RenderOutcome(written: [request.output], warnings: canvas.takeImageFailures())
    }
}
