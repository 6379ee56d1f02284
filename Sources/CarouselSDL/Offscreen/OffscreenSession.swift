import CarouselEngine
import CarouselScene
import CarouselSpec

/// A spec played headless and drawn offscreen frame by frame (for benchmarks and tools).
public final class OffscreenSession {
    private var player: ScenePlayer
    private let canvas: OffscreenCanvas
    private let composer: SceneComposer

    /// Plays `spec` at `size` points (default: the spec's window size).
    public init(spec: ResolvedSpec, size: Size? = nil) throws {
        player = ScenePlayer(spec: spec, script: nil, size: size)
        canvas = try OffscreenCanvas(size: player.windowSize, fontPath: spec.window.fontPath)
        composer = SceneComposer(spec: spec)
    }

    /// Feeds one input event at `time` seconds.
    public func send(_ input: InputEvent, at time: Double) {
        player.engine.send(input, at: time)
    }

    /// Advances to `time` seconds and draws that frame.
    public func drawFrame(at time: Double) throws {
        player.play(until: time)
        try canvas.draw(player.engine.frames(), composer: composer, sceneSize: player.engine.scene.windowSize)
    }

    /// Writes the last frame as PNG.
    public func savePNG(to path: String) throws { try canvas.savePNG(to: path) }
}
