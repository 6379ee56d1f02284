import Testing
@testable import CarouselEngine

/// `Engine.nextChange()`: when a window may sleep, and that sleeping until the times it gives
/// (waking early for input) yields the same events as drawing every frame.
@Suite struct EngineNextChangeTests {
    static let step = 1.0 / 60

    /// Plays `inputs` by waking only at the engine's next change or an input's time (a sleeping
    /// window); returns the events and how many times it woke.
    static func sleeping(_ scene: SceneConfiguration, inputs: [(Double, InputEvent)], until end: Double)
        -> (events: [TimedEvent], wakes: Int)
    {
        var engine = Engine(scene: scene)
        var events: [TimedEvent] = []
        var pending = inputs[...]
        var now = 0.0, wakes = 0
        while now < end {
            var wake = min(end, engine.nextChange().map { $0 == engine.now ? now + step : $0 } ?? end)
            if let input = pending.first, input.0 <= wake {
                wake = input.0
                pending = pending.dropFirst()
                engine.send(input.1, at: wake)
            }
            now = wake
            wakes += 1
            events += engine.advance(to: now)
        }
        return (events, wakes)
    }

    /// The same input with the engine advanced every 60th of a second (today's window).
    static func everyFrame(_ scene: SceneConfiguration, inputs: [(Double, InputEvent)], until end: Double)
        -> [TimedEvent]
    {
        var engine = Engine(scene: scene)
        var events: [TimedEvent] = []
        var pending = inputs[...]
        var frame = 0
        while Double(frame) * step < end {
            frame += 1
            let now = min(end, Double(frame) * step)
            while let input = pending.first, input.0 <= now {
                pending = pending.dropFirst()
                engine.send(input.1, at: input.0)
            }
            events += engine.advance(to: now)
        }
        return events
    }

    @Test func aCarouselWithoutAutoScrollNeverWakesByItself() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel(count: 5)))
        _ = engine.advance(to: 1)
        #expect(engine.nextChange() == nil)
        #expect(!engine.isMoving)
    }

    @Test func aRunningCountdownWakesAtItsEndAndAKeyMovesAtOnce() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(interval: 3))))
        _ = engine.advance(to: 0.5)
        let next = engine.nextChange() ?? -1
        #expect(abs(next - 3) <= Self.step + 1e-9)
        engine.send(.key(.right), at: 0.6)
        _ = engine.advance(to: 0.6 + Self.step)
        #expect(engine.isMoving)
    }

    @Test func aHoverPauseWaitsForInput() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(hover: true))))
        engine.send(.hover(Point(x: 640, y: 400)), at: 0.1)
        _ = engine.advance(to: 0.2)
        #expect(engine.nextChange() == nil)
        #expect(engine.frames()[0].autoPause == .hover)
        engine.send(.leave, at: 0.3)
        _ = engine.advance(to: 0.4)
        #expect(engine.frames()[0].autoPause == .resumeWait)
    }

    @Test func aDriftingMarqueeAndADrawnCountdownMoveEveryFrame() {
        let marquee = Scenes.carousel(kind: .marquee, count: 8, auto: Scenes.auto(hover: false))
        var engine = Engine(scene: Scenes.single(marquee))
        _ = engine.advance(to: 0.5)
        #expect(engine.isMoving)
        var bar = Scenes.auto(hover: false)
        bar.progress = .bar
        engine = Engine(scene: Scenes.single(Scenes.carousel(count: 5, auto: bar)))
        _ = engine.advance(to: 0.5)
        #expect(engine.isMoving)
    }

    @Test func sleepingUntilTheNextChangeGivesTheEventsOfEveryFrame() {
        let scene = Scenes.single(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 2, resumeAfter: 1.5)))
        let inputs: [(Double, InputEvent)] = [
            (3.1, .key(.right)), (5.25, .hover(Point(x: 640, y: 400))), (7.4, .leave), (11.03, .key(.left)),
        ]
        let slept = Self.sleeping(scene, inputs: inputs, until: 20)
        let drawn = Self.everyFrame(scene, inputs: inputs, until: 20)
        #expect(slept.events.count > 10)
        #expect(slept.events.map(\.event) == drawn.map(\.event))
        for (a, b) in zip(slept.events, drawn) { #expect(abs(a.time - b.time) < 1e-9) }
        // Asleep most of the time: far fewer wake-ups than the 1,200 frames of 20 s.
        #expect(slept.wakes < 700)
    }
}
