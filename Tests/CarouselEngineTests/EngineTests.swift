import Testing
@testable import CarouselEngine

@Suite struct EngineTests {
    @Test func reloadKeepsSelectionsByID() {
        let scene = SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: .rows,
            carousels: [Scenes.carousel("a"), Scenes.carousel("b", count: 9)])
        var engine = Engine(scene: scene)
        engine.send(.key(.end), at: 0.1)
        _ = engine.advance(to: 2)
        engine.focus(carouselID: "b")
        engine.send(.key(.right), at: 2.1)
        _ = engine.advance(to: 4)
        var next = scene
        next.carousels = [Scenes.carousel("b", count: 3), Scenes.carousel("c"), Scenes.carousel("a", kind: .focus)]
        engine.reload(next)
        let events = engine.advance(to: 5)
        #expect(engine.selection(carouselID: "a") == 4)
        #expect(engine.selection(carouselID: "b") == 1)
        #expect(engine.selection(carouselID: "c") == 0)
        #expect(engine.focusedCarouselID == "b")
        #expect(engine.frames().map(\.progress) == [1, 0, 4])
        #expect(events.isEmpty)
    }

    @Test func reloadClampsASelectionThatNoLongerExists() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel("a", count: 8)))
        engine.send(.key(.end), at: 0.1)
        _ = engine.advance(to: 2)
        engine.reload(Scenes.single(Scenes.carousel("a", count: 3)))
        #expect(engine.selection(carouselID: "a") == 2)
    }

    @Test func replaceSwapsOneConfigurationLive() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel("a")))
        engine.send(.key(.right), at: 0.1)
        _ = engine.advance(to: 2)
        engine.replace(Scenes.carousel("a", infinite: true))
        engine.send(.key(.left), at: 2.1)
        engine.send(.key(.left), at: 3.5)
        _ = engine.advance(to: 5)
        #expect(engine.selection(carouselID: "a") == 4)
        #expect(engine.scene.carousels[0].infinite)
    }

    @Test func toggleAutoScrollReportsTheNewState() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel("a")))
        let on = engine.toggleAutoScroll()
        #expect(on)
        #expect(engine.frames()[0].autoEnabled)
        let off = engine.toggleAutoScroll()
        #expect(!off)
    }

    @Test func renormalisingALoopingPositionIsInvisible() {
        var a = CarouselController(
            config: Scenes.carousel(infinite: true, pageSize: Size(width: 500, height: 300)),
            slot: CarouselSlot(frame: Rect(x: 0, y: 0, width: 1280, height: 400), titleRect: nil, indicatorRect: nil))
        var b = a
        // The engine renormalises only at rest, on a whole page: placements are bit-identical.
        for page in [-3, 0, 4, 12] {
            a.position = Double(page); a.target = page
            b.position = Double(page + 35); b.target = page + 35
            #expect(a.cards(at: a.position) == b.cards(at: b.position))
            #expect(a.progress(at: a.position) == b.progress(at: b.position))
        }
        // Mid-motion the loop is seamless too (to rounding).
        for value in [-0.3, 0.2, 4.7, 123.45] {
            let left = a.cards(at: value), right = b.cards(at: value + 35)
            #expect(left.map(\.item) == right.map(\.item))
            #expect(zip(left, right).allSatisfy { abs($0.rect.x - $1.rect.x) < 1e-9 })
            #expect(abs(a.progress(at: value) - b.progress(at: value + 35)) < 1e-9)
        }
    }

    @Test func framesInterpolateBetweenFixedSteps() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel("m", kind: .marquee, count: 10)))
        _ = engine.advance(to: 1)
        let atStep = engine.frames()[0].progress
        _ = engine.advance(to: 1 + 0.5 / 60)
        let between = engine.frames()[0].progress
        // 70 points/s: half a step is 70 / 120 points further.
        #expect(abs((between - atStep) * 116 - 70.0 / 120) < 1e-9)
    }

    @Test func emptyCarouselDrawsNothingAndNeverMoves() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel("e", infinite: true, count: 0, auto: Scenes.auto())))
        engine.send(.pointerDown(Point(x: 600, y: 400)), at: 0.1)
        engine.send(.pointerMove(Point(x: 100, y: 400)), at: 0.2)
        engine.send(.pointerUp(Point(x: 100, y: 400)), at: 0.3)
        engine.send(.key(.right), at: 0.4)
        let events = engine.advance(to: 5)
        let frame = engine.frames()[0]
        #expect(frame.cards.isEmpty && frame.selection == 0 && frame.progress == 0)
        #expect(!events.contains { if case .select = $0.event { return true } else { return false } })
    }
}
