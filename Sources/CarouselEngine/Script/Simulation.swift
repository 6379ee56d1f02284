/// Headless playback of a scene and an input script, as JSON lines (`carousel simulate`).
///
/// Frames are taken at `k / fps` seconds for k = 0...duration * fps. Before each frame, every
/// script event with `t` at or before the frame time is sent, then the engine advances to the
/// frame time; its events are printed before the frame line. Numbers are rounded to 4 decimals
/// and keys are written in a fixed order, so the same input gives byte-identical output.
public struct Simulation: Sendable {
    /// Playback options.
    public struct Options: Sendable, Hashable {
        /// Seconds to run; nil means the script's last event + 2 s.
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

    /// Runs the whole simulation, handing each JSON line (no newline) to `write`.
    public static func run(scene: SceneConfiguration, script: InputScript?, options: Options, write: (String) -> Void) {
        var scene = scene
        if let size = script?.size { scene.windowSize = size }
        var engine = Engine(scene: scene)
        let events = script?.events ?? []
        let duration = options.duration ?? ((events.last?.time ?? 0) + 2)
        let fps = Double(max(1, options.fps))
        let frameCount = Int((duration * fps).rounded(.down))
        var next = 0
        for k in 0...max(0, frameCount) {
            let time = Double(k) / fps
            while next < events.count && events[next].time <= time + 1e-9 {
                if let input = events[next].inputEvent { engine.send(input, at: events[next].time) }
                next += 1
            }
            for event in engine.advance(to: time) where matches(event.event, options.carouselID) {
                write(line(for: event))
            }
            write(frameLine(time: time, frames: engine.frames(), options: options))
        }
    }

    /// All lines of a run (tests and small runs).
    public static func lines(scene: SceneConfiguration, script: InputScript?, options: Options) -> [String] {
        var lines: [String] = []
        run(scene: scene, script: script, options: options) { lines.append($0) }
        return lines
    }

    static func matches(_ event: EngineEvent, _ id: String?) -> Bool {
        guard let id else { return true }
        switch event {
        case .select(let carousel, _), .phase(let carousel, _), .settle(let carousel, _): return carousel == id
        }
    }

    /// One event line.
    public static func line(for event: TimedEvent) -> String {
        let t = JSONNumber.format(event.time)
        switch event.event {
        case .select(let carousel, let index):
            return
                "{\"t\": \(t), \"type\": \"select\", \"carousel\": \(JSONNumber.string(carousel)), \"index\": \(index)}"
        case .phase(let carousel, let phase):
            return
                "{\"t\": \(t), \"type\": \"phase\", \"carousel\": \(JSONNumber.string(carousel)), \"phase\": \"\(phase.rawValue)\"}"
        case .settle(let carousel, let index):
            return
                "{\"t\": \(t), \"type\": \"settle\", \"carousel\": \(JSONNumber.string(carousel)), \"index\": \(index)}"
        }
    }

    static func frameLine(time: Double, frames: [CarouselFrame], options: Options) -> String {
        var parts: [String] = []
        for frame in frames where options.carouselID == nil || frame.id == options.carouselID {
            var text =
                "{\"id\": \(JSONNumber.string(frame.id)), \"selection\": \(frame.selection), "
                + "\"progress\": \(JSONNumber.format(frame.progress)), \"phase\": \"\(frame.phase.rawValue)\""
            if options.includeCards {
                text += ", \"cards\": [" + frame.cards.map(cardJSON).joined(separator: ", ") + "]"
            }
            parts.append(text + "}")
        }
        return "{\"t\": \(JSONNumber.format(time)), \"type\": \"frame\", \"carousels\": ["
            + parts.joined(separator: ", ") + "]}"
    }

    static func cardJSON(_ card: CardPlacement) -> String {
        let f = JSONNumber.format
        return "{\"item\": \(card.item), \"x\": \(f(card.rect.x, 4)), \"y\": \(f(card.rect.y, 4)), "
            + "\"width\": \(f(card.rect.width, 4)), \"height\": \(f(card.rect.height, 4)), "
            + "\"scale\": \(f(card.scale, 4)), \"opacity\": \(f(card.opacity, 4)), \"z\": \(f(card.z, 4))}"
    }
}
