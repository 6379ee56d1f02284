import Testing
@testable import CarouselEngine

@Suite struct SceneLayoutTests {
    @Test func rowsTopToBottomWithTitleAndDots() {
        var a = Scenes.carousel("a", indicators: true)
        a.hasTitle = true
        let b = Scenes.carousel("b", axis: .vertical, indicators: true)
        let scene = SceneConfiguration(windowSize: Size(width: 1000, height: 600), layout: .rows, carousels: [a, b])
        let slots = SceneLayout.slots(for: scene)
        #expect(slots[0].titleRect == Rect(x: 0, y: 0, width: 1000, height: 28))
        #expect(slots[0].frame == Rect(x: 0, y: 28, width: 1000, height: 248))
        #expect(slots[0].indicatorRect == Rect(x: 0, y: 276, width: 1000, height: 24))
        #expect(slots[1].titleRect == nil)
        #expect(slots[1].frame == Rect(x: 0, y: 300, width: 976, height: 300))
        #expect(slots[1].indicatorRect == Rect(x: 976, y: 300, width: 24, height: 300))
    }

    @Test func columnsAndExplicitFrames() {
        let a = Scenes.carousel("a")
        let fixed = Scenes.carousel("fixed", frame: Rect(x: 10, y: 20, width: 100, height: 50), indicators: true)
        let c = Scenes.carousel("c")
        let scene = SceneConfiguration(
            windowSize: Size(width: 900, height: 600), layout: .columns, carousels: [a, fixed, c])
        #expect(
            SceneLayout.frames(for: scene) == [
                Rect(x: 0, y: 0, width: 450, height: 600),
                Rect(x: 10, y: 20, width: 100, height: 50),
                Rect(x: 450, y: 0, width: 450, height: 600),
            ])
        #expect(SceneLayout.slots(for: scene)[1].indicatorRect == Rect(x: 10, y: 70, width: 100, height: 24))
    }

    @Test func resizeRelayoutsAndKeepsSelection() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel()))
        engine.send(.key(.right), at: 0.1)
        _ = engine.advance(to: 2)
        engine.send(.resize(Size(width: 640, height: 480)), at: 2.1)
        _ = engine.advance(to: 2.2)
        let frame = engine.frames()[0]
        #expect(frame.frame == Rect(x: 0, y: 0, width: 640, height: 480))
        #expect(frame.selection == 1)
        #expect(frame.cards.first { $0.item == 1 }?.rect == Rect(x: 20, y: 8, width: 600, height: 464))
    }
}
