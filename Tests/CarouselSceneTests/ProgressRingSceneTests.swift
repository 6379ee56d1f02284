import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// `progress = "ring"`: in the pause button's 32-point corner box (8 points inside the top and
/// trailing insets), a 3-point ring with centre-line radius `16 - 1.5 - 1.5 = 13`: a full track at
/// opacity 0.3, then `1 - time left / interval` of a turn clockwise from twelve o'clock; a dark
/// backing under it when there is no pause button (docs/spec.md, `[carousel.auto]`).
@Suite struct ProgressRingSceneTests {
    static func spec(interval: Double = 4, button: Bool = false, reduced: Bool = false) -> ResolvedSpec {
        var configuration = SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)
        configuration.auto = AutoScrollSettings(
            enabled: true, intervalSeconds: interval, resumeAfterSeconds: 1, pauseOnHover: false,
            direction: .forward, progress: .ring, pauseButton: button)
        var spec = SceneFixtures.spec([configuration])
        if reduced { spec.window.reducedMotion = .on }
        return spec
    }

    /// The corner box from the frame and the fixture's insets (top 8, trailing 20).
    static func box(_ frame: CarouselFrame) -> Rect {
        Rect(x: frame.frame.x + frame.frame.width - 20 - 8 - 32, y: frame.frame.y + 8 + 8, width: 32, height: 32)
    }

    static func arcs(_ scene: Scene) -> [Arc] {
        scene.commands.compactMap { if case .arc(let arc) = $0 { return arc } else { return nil } }
    }

    static func compose(_ spec: ResolvedSpec, at time: Double) throws -> (CarouselFrame, Scene) {
        var engine = Engine(scene: spec.scene)
        _ = engine.advance(to: time)
        let scene = try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        return (engine.frames()[0], scene)
    }

    @Test(arguments: [(4.0, 1.0), (4.0, 3.0), (2.5, 0.5)])
    func theRingFillsClockwiseWithTheElapsedPart(interval: Double, time: Double) throws {
        let (frame, scene) = try Self.compose(Self.spec(interval: interval), at: time)
        let box = Self.box(frame)
        #expect(frame.progressRing == box)
        #expect(abs((frame.autoTimeLeft ?? -1) - (interval - time)) < 1e-6)
        let arcs = Self.arcs(scene)
        try #require(arcs.count == 2)
        let track = arcs[0], elapsed = arcs[1]
        for arc in arcs {
            #expect(arc.center == box.center)
            #expect(arc.radius == 16 - 1.5 - 1.5 && arc.width == 3)
            #expect(arc.start == 0)
            #expect(arc.color == Theme.imageText)
        }
        #expect(track.sweep == 1 && track.opacity == 0.3)
        #expect(abs(elapsed.sweep - time / interval) < 1e-9 && elapsed.opacity == 1)
        // Without a pause button the ring has the button's backing, drawn before it.
        let backing = RoundedRect(rect: box, radius: 16, color: Theme.buttonBacking, opacity: 0.72)
        let backingIndex = try #require(scene.commands.firstIndex(of: .fill(backing)))
        #expect(backingIndex < (scene.commands.firstIndex(of: .arc(track)) ?? -1))
    }

    @Test func withThePauseButtonTheRingGoesAroundItsBars() throws {
        let (frame, scene) = try Self.compose(Self.spec(button: true), at: 2)
        let box = try #require(frame.pauseButton)
        #expect(frame.progressRing == box)
        let arcs = Self.arcs(scene)
        try #require(arcs.count == 2)
        #expect(arcs[1].center == box.center && abs(arcs[1].sweep - 0.5) < 1e-9)
        // One backing only (the button's), and the ring after the bars, so the bars stay inside it:
        // the bars reach 6.5 x 7 points from the centre, under the ring's inner edge 11.5 points away.
        let backing = RoundedRect(rect: box, radius: 16, color: Theme.buttonBacking, opacity: 0.72)
        #expect(scene.commands.filter { $0 == .fill(backing) }.count == 1)
        let lastBar = try #require(
            scene.commands.lastIndex { if case .pill = $0 { return true } else { return false } })
        #expect(lastBar < (scene.commands.firstIndex(of: .arc(arcs[0])) ?? -1))
        #expect((6.5 * 6.5 + 7.0 * 7.0).squareRoot() < arcs[0].radius - arcs[0].width / 2)
    }

    /// No ring while the countdown does not run: moving after the tick, off after a click on
    /// nothing with Space; under reduced motion the countdown runs, so the ring is drawn.
    @Test func noRingWhileTheCountdownDoesNotRun() throws {
        let (moving, movingScene) = try Self.compose(Self.spec(), at: 4.1)
        #expect(moving.autoTimeLeft == nil)
        #expect(Self.arcs(movingScene).isEmpty)
        var engine = Engine(scene: Self.spec().scene)
        engine.send(.key(.space), at: 0.5)
        _ = engine.advance(to: 1)
        let scene = try SceneComposer(spec: Self.spec()).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        #expect(!engine.frames()[0].autoEnabled)
        #expect(Self.arcs(scene).isEmpty)
        let (reduced, reducedScene) = try Self.compose(Self.spec(reduced: true), at: 1)
        #expect(reduced.progressRing != nil)
        #expect(!Self.arcs(reducedScene).isEmpty)
    }

    /// The ring's sweep after a hidden-window pause from 1 s to 3 s (interval 4 s, resume-after
    /// 1 s; docs/engine.md): with `remaining` the countdown goes on at 3 s with the 3 s it had, so
    /// at 4 s 2 s are left (sweep 0.5); with `restart` it waits until 4 s, then counts 4 s again,
    /// so at 3.5 s there is no ring and at 5 s 3 s are left (sweep 0.25).
    @Test(arguments: [(AutoScrollResume.remaining, 4.0, Double?(0.5)), (.restart, 5.0, 0.25), (.restart, 3.5, nil)])
    func afterAHiddenPauseTheRingShowsWhatResumeSays(resume: AutoScrollResume, time: Double, sweep: Double?) throws {
        var spec = Self.spec()
        spec.carousels[0].engine.auto?.resume = resume
        var engine = Engine(scene: spec.scene)
        _ = engine.advance(to: 1)
        engine.setWindowVisible(false, at: 1)
        _ = engine.advance(to: 3)
        #expect(engine.frames()[0].autoTimeLeft == nil)
        engine.setWindowVisible(true, at: 3)
        _ = engine.advance(to: time)
        let scene = try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        let arcs = Self.arcs(scene)
        guard let sweep else { return #expect(arcs.isEmpty) }
        try #require(arcs.count == 2)
        #expect(abs(arcs[1].sweep - sweep) <= (1.0 / 60) / 4 + 1e-9, "sweep \(arcs[1].sweep)")
    }

    /// An item's own `interval` is the ring's whole turn: item 0 rests 2 s, so at 1 s the ring
    /// is half full; `on-interaction = "stop"`: after a key the ring is gone for good.
    @Test func perItemIntervalsAndStopTimeTheRing() throws {
        var spec = Self.spec()
        spec.carousels[0].engine.itemIntervalSeconds = [0: 2]
        var (frame, scene) = try Self.compose(spec, at: 1)
        #expect(frame.autoInterval == 2)
        #expect(Self.arcs(scene).last.map { abs($0.sweep - 0.5) < 1e-9 } == true)
        spec = Self.spec()
        spec.carousels[0].engine.auto?.onInteraction = .stop
        var engine = Engine(scene: spec.scene)
        engine.send(.key(.right), at: 1)
        _ = engine.advance(to: 12)
        frame = engine.frames()[0]
        scene = try SceneComposer(spec: spec).compose(
            [frame], size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        #expect(!frame.autoEnabled && frame.selection == 1)
        #expect(Self.arcs(scene).isEmpty)
    }

    /// `stop-at-end` (3 items, interval 4 s): the ring runs on the first items and is gone once
    /// auto-scroll stops on the last; `pause-on-focus`: the focused carousel (the first, at start)
    /// shows no ring, the other one does, until Tab moves the focus.
    @Test func stopAtEndAndPauseOnFocusInTheScene() throws {
        var spec = Self.spec()
        spec.carousels[0].engine.auto?.stopAtEnd = true
        var engine = Engine(scene: spec.scene)
        let events = engine.advance(to: 20)
        #expect(events.filter { if case .select = $0.event { return true } else { return false } }.count == 2)
        var frame = engine.frames()[0]
        #expect(frame.selection == 2 && !frame.autoEnabled)
        var scene = try SceneComposer(spec: spec).compose(
            [frame], size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        #expect(Self.arcs(scene).isEmpty)
        var configuration = Self.spec().carousels[0].engine
        configuration.auto?.pauseOnFocus = true
        var second = configuration
        second.id = "second"
        let pair = SceneFixtures.spec([configuration, second])
        engine = Engine(scene: pair.scene)
        _ = engine.advance(to: 1)
        scene = try SceneComposer(spec: pair).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        let secondRing = try #require(engine.frames()[1].progressRing)
        #expect(Self.arcs(scene).map(\.center) == [secondRing.center, secondRing.center])
        engine.send(.key(.tab), at: 1)
        _ = engine.advance(to: 3)
        frame = engine.frames()[0]
        #expect(frame.autoTimeLeft != nil && engine.frames()[1].autoTimeLeft == nil)
    }

    /// `progress = "bar"` draws no ring and `"ring"` no bar.
    @Test func barAndRingAreEitherOr() throws {
        let (_, ring) = try Self.compose(Self.spec(), at: 1)
        #expect(SceneFixtures.pills(ring).filter { $0.rect.height == 3 }.isEmpty)
        let bar = ProgressBarSceneTests.spec(progress: .bar)
        let (barFrame, barScene) = try Self.compose(bar, at: 1)
        #expect(barFrame.progressRing == nil)
        #expect(Self.arcs(barScene).isEmpty)
    }
}
