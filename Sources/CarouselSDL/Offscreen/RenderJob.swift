import CarouselEngine
import CarouselScene
import CarouselScript
import CarouselSpec
import HostSystem

/// What `carousel render` draws.
public struct RenderRequest: Sendable {
    /// Output PNG path, or the folder for a sequence.
    public var output: String
    /// Time of the (first) frame in seconds; nil: 0, or 2 s after the script's last event.
    public var time: Double?
    /// Input script replayed before drawing.
    public var script: InputScript?
    /// Starting window size in points (overrides the spec and the script's `size`; the script's
    /// resize events still happen).
    public var size: Size?
    /// Number of frames: 1 writes `output` as a file, more write `output/frame-0001.png` ...
    public var frames: Int
    /// Seconds between frames of a sequence.
    public var every: Double
    /// Pixels per point (2 draws a HiDPI picture).
    public var scale: Double
    /// Which carousel shows the keyboard focus chip or ring (none unless `--focus`).
    public var focus: FocusMark
    /// The `[[carousel.when]]` rules a script's `resize` switches (nil: the starting ones stay).
    public var rules: RenderRules?

    /// Creates a request.
    public init(
        output: String, time: Double? = nil, script: InputScript? = nil, size: Size? = nil,
        frames: Int = 1, every: Double = 1.0 / 30, scale: Double = 1, focus: FocusMark = .hidden,
        rules: RenderRules? = nil
    ) {
        self.output = output
        self.time = time
        self.script = script
        self.size = size
        self.frames = frames
        self.every = every
        self.scale = scale
        self.focus = focus
        self.rules = rules
    }
}

/// What a render wrote, and what went wrong without stopping it.
public struct RenderOutcome: Sendable {
    /// The PNG files written, in order.
    public var written: [String]
    /// Problems that did not stop the render (an image that could not be loaded), one line each.
    public var warnings: [String]
}

/// Plays a spec headless and writes PNG frames with the same drawing code as the demo.
public enum RenderJob {
    /// Renders `request` for `spec`; returns the files written and the warnings. Throws when a
    /// frame cannot be drawn or written.
    public static func run(_ request: RenderRequest, spec: ResolvedSpec) throws -> RenderOutcome {
        var player = ScenePlayer(spec: spec, script: request.script, size: request.size, rules: request.rules)
        let start = request.time ?? (request.script?.steps.last.map { $0.time + 2 } ?? 0)
        var canvas = try OffscreenCanvas(
            size: player.windowSize, scale: request.scale, fontPath: spec.window.fontPath)
        var written: [String] = []
        let count = max(1, request.frames)
        if count > 1 {
            if let failure = HostProcess.createDirectories(request.output) {
                throw SDLError("create the output folder", reason: failure)
            }
        }
        for index in 0..<count {
            let time = start + Double(index) * request.every
            player.play(until: time)
            if player.windowSize != canvas.size {
                canvas = try OffscreenCanvas(
                    size: player.windowSize, scale: request.scale, fontPath: spec.window.fontPath)
            }
            try canvas.draw(
                player.engine.frames(), composer: player.composer, overlays: SceneOverlays(focus: request.focus),
                sceneSize: player.engine.scene.windowSize)
            let path = count == 1 ? request.output : request.output + "/" + frameName(index + 1)
            try canvas.savePNG(to: path)
            written.append(path)
        }
        return RenderOutcome(written: written, warnings: canvas.takeImageFailures())
    }

    /// `frame-0001.png`.
    static func frameName(_ number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }
}
