import Testing

@testable import CarouselEngine

/// Under reduced motion effects fall back to flat (docs/engine.md, "Reduced motion"): a paging
/// carousel with `fade` or `coverflow` places its cards exactly as with `slide`, at rest and
/// mid-drag, while with full motion the same effect places them differently.
@Suite struct ReducedMotionEffectTests {
    static let effects: [CardEffect] = [.fade, .coverflow(.standard)]

    /// The cards at rest, then 200 points into a drag to the left.
    static func cards(_ effect: CardEffect, reduced: Bool) -> [[CardPlacement]] {
        var carousel = Scenes.carousel(count: 6, pageSize: Size(width: 600, height: 400))
        carousel.effect = effect
        var scene = Scenes.single(carousel)
        scene.reducedMotion = reduced
        var engine = Engine(scene: scene)
        _ = engine.advance(to: 0.1)
        let rest = engine.frames()[0].cards
        engine.send(.pointerDown(Point(x: 640, y: 400)), at: 0.2)
        engine.send(.pointerMove(Point(x: 540, y: 400)), at: 0.25)
        engine.send(.pointerMove(Point(x: 440, y: 400)), at: 0.3)
        _ = engine.advance(to: 0.3)
        return [rest, engine.frames()[0].cards]
    }

    @Test(arguments: 0..<2)
    func effectsFallBackToSlide(index: Int) {
        let effect = Self.effects[index]
        let slide = Self.cards(.slide, reduced: true)
        #expect(Self.cards(effect, reduced: true) == slide)
        #expect(Self.cards(effect, reduced: false) != Self.cards(.slide, reduced: false))
        #expect(slide[1] != slide[0])  // the drag moved the cards
    }
}
