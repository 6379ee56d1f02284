import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// `progress = "bar"`: a 3-point pill along the frame's bottom edge, inset by the corner radius,
/// as long as `1 - time left / interval` of its track, over a faint full-length track.
@Suite struct ProgressBarSceneTests {
    static func spec(progress: AutoScrollProgress) -> ResolvedSpec {
        var configuration = SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)
        configuration.auto = AutoScrollSettings(
            enabled: true, intervalSeconds: 4, resumeAfterSeconds: 1, pauseOnHover: false, direction: .forward,
            progress: progress)
        return SceneFixtures.spec([configuration])
    }

    @Test func theBarFillsWithTheElapsedPartOfTheInterval() throws {
        let spec = Self.spec(progress: .bar)
        var engine = Engine(scene: spec.scene)
        _ = engine.advance(to: 3)
        let frame = engine.frames()[0]
        #expect(abs((frame.autoTimeLeft ?? 0) - 1) < 1e-6)
        #expect(frame.autoInterval == 4)
        let scene = try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        let thin = SceneFixtures.pills(scene).filter { $0.rect.height == 3 }
        try #require(thin.count == 2)
        let box = frame.frame
        let track = thin[0].rect, bar = thin[1].rect
        #expect(track.x == box.x + 16 && track.width == box.width - 32)
        #expect(track.y == box.y + box.height - 5)
        #expect(bar.x == track.x && bar.y == track.y)
        #expect(abs(bar.width - track.width * 0.75) < 1e-6)
    }

    @Test func noBarWithoutTheKeyOrWhileTheCountdownWaits() throws {
        let none = Self.spec(progress: .none)
        var engine = Engine(scene: none.scene)
        _ = engine.advance(to: 3)
        var scene = try SceneComposer(spec: none).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        #expect(SceneFixtures.pills(scene).filter { $0.rect.height == 3 }.isEmpty)
        // Moving (the tick at 4 s starts a settle): no countdown runs, no bar.
        let bar = Self.spec(progress: .bar)
        engine = Engine(scene: bar.scene)
        _ = engine.advance(to: 4.1)
        #expect(engine.frames()[0].autoTimeLeft == nil)
        scene = try SceneComposer(spec: bar).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        #expect(SceneFixtures.pills(scene).filter { $0.rect.height == 3 }.isEmpty)
    }

    /// The pause button: a round backing, then two 4 x 14 bars while auto-scroll runs, seven
    /// columns of a right-pointing triangle once it is off.
    @Test func thePauseButtonShowsPauseOrPlay() throws {
        var configuration = SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)
        configuration.auto = AutoScrollSettings(
            enabled: true, intervalSeconds: 4, resumeAfterSeconds: 1, pauseOnHover: false, direction: .forward,
            pauseButton: true)
        let spec = SceneFixtures.spec([configuration])
        var engine = Engine(scene: spec.scene)
        _ = engine.advance(to: 0)
        let button = try #require(engine.frames()[0].pauseButton)
        var scene = try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        let backing = RoundedRect(rect: button, radius: 16, color: Theme.buttonBacking, opacity: 0.72)
        #expect(scene.commands.contains(.fill(backing)))
        #expect(SceneFixtures.pills(scene).filter { $0.rect.width == 4 && $0.rect.height == 14 }.count == 2)
        engine.send(.pointerDown(button.center), at: 0.1)
        engine.send(.pointerUp(button.center), at: 0.15)
        _ = engine.advance(to: 0.2)
        #expect(!engine.frames()[0].autoEnabled)
        scene = try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        let columns = scene.commands.compactMap { command -> Rect? in
            if case .fill(let shape) = command, shape.rect.width == 2 { return shape.rect } else { return nil }
        }
        #expect(columns.map(\.height) == [14, 12, 10, 8, 6, 4, 2])
    }
}
