import CarouselEngine

/// Headless playback of a scene and an input script, as JSON lines (`carousel simulate`).
///
/// Frames are taken at `k / fps` seconds for k = 0...duration * fps. Before each frame, every
/// script step with `t` at or before the frame time is sent (window commands are skipped), then
/// the engine advances to the frame time; its events are printed before the frame line. The
/// first lines are a `select` per carousel for the item it starts on (``Engine/startEvents()``).
/// ``SimulationLine`` formats the lines, so the same input gives byte-identical output.
public enum Simulation {
    /// Playback options.
    public struct Options: Sendable, Hashable {
        /// Seconds to run; nil means the script's last step + 2 s.
        public var duration: Double?
        /// Frames per second (1...1000).
        public var fps: Int
        /// Only this carousel's events and frame entries.
        public var carouselID: String?
        /// Include card placements in frame lines.
        public var includeCards: Bool
        /// Creates options.
        public init(duration: Double? = nil, fps: Int = 60, carouselID: String? = nil, includeCards: Bool = false) {
            self.duration = duration
            self.fps = fps
            self.carouselID = carouselID
            self.includeCards = includeCards
        }
    }

    /// What a carousel's selection change announces ("Item 3 of 10: Sunrise over the bay"), by
    /// carousel id and item index; nil announces nothing.
    public typealias Announcer = (_ carousel: String, _ index: Int) -> String?

    /// Runs the whole simulation, handing each JSON line (no newline) to `write`; every `select`
    /// line is followed by an `announce` line when `announce` gives a text. With `window`, a
    /// script's `resize` is the window's new size: the scene is fitted and the responsive rules
    /// for that size apply, as in the demo window (``resize(to:at:engine:window:applied:carouselID:write:)``);
    /// without it, a `resize` resizes the scene.
    public static func run(
        scene: SceneConfiguration, script: InputScript?, options: Options, announce: Announcer? = nil,
        window: WindowRules? = nil, write: (String) -> Void
    ) {
        var scene = scene
        if let size = script?.size, window == nil { scene.windowSize = size }
        var engine = Engine(scene: scene)
        var applied = window.map { $0.applied($0.window) } ?? []
        let steps = script?.steps ?? []
        let duration = options.duration ?? ((steps.last?.time ?? 0) + 2)
        let fps = Double(max(1, options.fps))
        let frameCount = CheckedInt.of(duration * fps, .down)
        var next = 0
        for event in engine.startEvents() where matches(event.event, options.carouselID) {
            write(SimulationLine.event(event))
        }
        for k in 0...max(0, frameCount) {
            let time = Double(k) / fps
            while next < steps.count && steps[next].time <= time + 1e-9 {
                if case .resize(let size)? = steps[next].input, let window {
                    resize(
                        to: size, at: steps[next].time, engine: &engine, window: window, applied: &applied,
                        carouselID: options.carouselID, write: write)
                } else if let input = steps[next].input {
                    engine.send(input, at: steps[next].time)
                }
                next += 1
            }
            for event in engine.advance(to: time) where matches(event.event, options.carouselID) {
                write(SimulationLine.event(event))
                if let line = SimulationLine.announcement(for: event, announce) { write(line) }
            }
            write(
                SimulationLine.frame(
                    time: time, frames: engine.frames(), carouselID: options.carouselID, cards: options.includeCards,
                    reducedMotion: engine.reducedMotion))
        }
    }

    /// All lines of a run (tests and small runs).
    public static func lines(
        scene: SceneConfiguration, script: InputScript?, options: Options, window: WindowRules? = nil
    ) -> [String] {
        var lines: [String] = []
        run(scene: scene, script: script, options: options, window: window) { lines.append($0) }
        return lines
    }

    static func matches(_ event: EngineEvent, _ id: String?) -> Bool {
        guard let id else { return true }
        switch event {
        case .select(let carousel, _), .phase(let carousel, _), .settle(let carousel, _): return carousel == id
        }
    }
}
