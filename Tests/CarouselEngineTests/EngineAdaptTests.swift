import Testing
@testable import CarouselEngine

/// `Engine.adapt(_:at:)`, what the demo calls when a resize crosses a breakpoint of the spec's
/// `[[carousel.when]]` rules: the new configuration takes over, the carousel's state stays.
@Suite struct EngineAdaptTests {
    /// A paging carousel of `count` items in a 1280-wide window with `perView` items per view.
    static func paging(perView: Double, count: Int = 12, auto: AutoScrollSettings? = nil) -> CarouselConfiguration {
        var configuration = Scenes.carousel(count: count, auto: auto)
        configuration.paging = PagingLayout(perView: perView, align: .start)
        return configuration
    }

    /// The resting card length: (R − spacing × (⌈p⌉ − 1)) / p, R the frame minus the insets.
    static func itemLength(_ configuration: CarouselConfiguration, frameWidth: Double) -> Double {
        let region = frameWidth - configuration.insets.leading - configuration.insets.trailing
        let perView = configuration.paging.perView
        return (region - configuration.spacing * (perView.rounded(.up) - 1)) / perView
    }

    @Test func theSelectionStaysAndTheCardsTakeTheNewPerView() throws {
        var d = Driver(Scenes.single(Self.paging(perView: 1)))
        for step in 0..<5 { d.send(.key(.right), at: 0.1 + Double(step) * 0.05) }
        d.run(until: 3)
        #expect(d.frame.selection == 5)
        let wide = Self.paging(perView: 3)
        d.engine.adapt([wide], at: 3)
        d.run(until: 5)
        #expect(d.frame.selection == 5)
        #expect(d.engine.scene.carousels[0].paging.perView == 3)
        let card = try #require(d.frame.cards.first { $0.item == 5 })
        let expected = Self.itemLength(wide, frameWidth: d.frame.frame.width)
        #expect(abs(card.rect.width - expected) < 0.01, "card \(card.rect.width), expected \(expected)")
        // No page change was reported for the swap itself: only the five key presses.
        #expect(d.selects == [1, 2, 3, 4, 5])
    }

    @Test func liveChangesAndAutoScrollOffSurviveASwap() {
        var d = Driver(Scenes.single(Self.paging(perView: 1, auto: Scenes.auto(interval: 1))))
        d.send(.key(.space), at: 0.1)  // auto-scroll off
        d.send(.change(.axis), at: 0.2)  // vertical
        d.send(.change(.infinite), at: 0.3)  // loops
        d.engine.adapt([Self.paging(perView: 2, auto: Scenes.auto(interval: 1))], at: 0.4)
        d.run(until: 5)
        let configuration = d.engine.scene.carousels[0]
        #expect(configuration.axis == .vertical)
        #expect(configuration.infinite)
        #expect(configuration.paging.perView == 2)
        #expect(d.frame.autoEnabled == false)
        #expect(d.selects.isEmpty)
    }

    @Test func anUnchangedConfigurationLeavesTheCarouselAlone() {
        let configuration = Self.paging(perView: 2)
        var d = Driver(Scenes.single(configuration))
        d.send(.key(.right), at: 0.1)
        d.run(until: 0.15)
        let before = d.engine.frames()
        d.engine.adapt([configuration], at: 0.15)
        #expect(d.engine.frames() == before)
    }

    @Test func unknownIDsAreIgnored() {
        var d = Driver(Scenes.single(Self.paging(perView: 2)))
        var other = Self.paging(perView: 4)
        other.id = "nope"
        d.engine.adapt([other], at: 0.1)
        #expect(d.engine.scene.carousels.map(\.paging.perView) == [2])
    }
}
