import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Free scrolling in the scene (docs/engine.md, "Free scrolling"), window 400 × 300, one item
/// per view, 5 items. A drag of 100 points in 0.1 s releases at 100 / S pages with the content at
/// 1000 points/s; at 2500 points/s² it coasts 1000² / 5000 = 200 points, so a free carousel rests
/// 300 points on (cards moved 300 points back), a free-snap one on item 1.
@Suite struct FreeScrollSceneTests {
    static func scene(_ mode: SnapMode, axis: Axis) throws -> Scene {
        var c = SceneFixtures.configuration(.paging, axis: axis, count: 5)
        c.snap.mode = mode
        let spec = SceneFixtures.spec([c])
        var engine = Engine(scene: spec.scene)
        func point(_ main: Double) -> Point { axis == .horizontal ? Point(x: main, y: 150) : Point(x: 150, y: main) }
        let start = axis == .horizontal ? 300.0 : 250.0
        engine.send(.pointerDown(point(start)), at: 0.5)
        for step in 1...6 {
            let fraction = Double(step) / 6
            engine.send(.pointerMove(point(start - 100 * fraction)), at: 0.5 + 0.1 * fraction)
        }
        engine.send(.pointerUp(point(start - 100)), at: 0.6)
        _ = engine.advance(to: 3)
        return try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
    }

    @Test func horizontalFreeRestsBetweenItems() throws {
        // Region x 20..380: L = 360, S = 376; item k at x = 20 + 376 k − 300.
        let cards = SceneFixtures.cards(try Self.scene(.free, axis: .horizontal))
        #expect(cards.map(\.item) == [0, 1])
        #expect(zip(cards.map(\.frame.x), [-280.0, 96]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func verticalFreeRestsBetweenItems() throws {
        // Region y 36..292: L = 256, S = 272; item k at y = 36 + 272 k − 300.
        let cards = SceneFixtures.cards(try Self.scene(.free, axis: .vertical))
        #expect(cards.map(\.item) == [1, 2])
        #expect(zip(cards.map(\.frame.y), [8.0, 280]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func freeSnapRestsOnItemOne(axis: Axis) throws {
        let cards = SceneFixtures.cards(try Self.scene(.freeSnap, axis: axis))
        let selected = try #require(cards.first { $0.item == 1 })
        #expect(axis == .horizontal ? selected.frame.x == 20 : selected.frame.y == 36)
    }
}
