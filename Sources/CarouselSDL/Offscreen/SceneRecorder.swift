import CarouselEngine
import CarouselScene
import CarouselSpec

/// One composed moment of `carousel render --scene`.
public struct TimedScene: Sendable {
    /// Seconds since the start.
    public var time: Double
    /// What is drawn then.
    public var scene: Scene
}

/// Plays a spec headless like `RenderJob` and returns the scenes instead of drawing them (text is
/// measured with the same fonts the picture would use).
public enum SceneRecorder {
    /// The scenes of `request`'s moments for `spec` (its `output` is not used).
    public static func scenes(_ request: RenderRequest, spec: ResolvedSpec) throws -> [TimedScene] {
        var player = ScenePlayer(spec: spec, script: request.script, size: request.size, rules: request.rules)
        let start = request.time ?? (request.script?.steps.last.map { $0.time + 2 } ?? 0)
        var canvas = try OffscreenCanvas(size: player.windowSize, scale: request.scale, fontPath: spec.window.fontPath)
        var scenes: [TimedScene] = []
        for index in 0..<max(1, request.frames) {
            let time = start + Double(index) * request.every
            player.play(until: time)
            if player.windowSize != canvas.size {
                canvas = try OffscreenCanvas(
                    size: player.windowSize, scale: request.scale, fontPath: spec.window.fontPath)
            }
            let scene = try canvas.scene(
                player.engine.frames(), composer: player.composer, overlays: SceneOverlays(focus: request.focus),
                sceneSize: player.engine.scene.windowSize)
            scenes.append(TimedScene(time: time, scene: scene))
        }
        return scenes
    }
}
