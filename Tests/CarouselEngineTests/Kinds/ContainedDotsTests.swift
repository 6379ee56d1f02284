import Testing

@testable import CarouselEngine

/// The page dots of a contained paging carousel (``DotScale/targets(_:)``, docs/engine.md): one
/// dot per target it can rest on, as Embla's snaps; the last items, shown but never selected,
/// get none. 12 items, 4.5 per view, start-aligned, in a 1280 × 400 carousel with its dot strip
/// below (400..424), as ``DotScaleTests``' grid: targets 0 to 8 (the last one rests at 7.5, where item 11 ends at the end).
@Suite struct ContainedDotsTests {
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 400)

    static func row(contain: Bool = true) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .paging, count: 12, frame: frame, indicators: true)
        c.paging = PagingLayout(perView: 4.5, align: .start, contain: contain)
        return c
    }

    static func activeDot(_ frame: CarouselFrame) -> Int? { DotScaleTests.activeDot(frame) }

    @Test func aContainedRowShowsOneDotPerTarget() throws {
        let c = Self.row()
        let containment = try #require(PagingGeometry(configuration: c, frame: Self.frame).containment)
        #expect(containment.targets == 0...8)
        let d = Driver(Scenes.single(c))
        #expect(d.frame.dots.count == 9)
        #expect(Self.activeDot(d.frame) == 0)
        // Uncontained, every item has its dot.
        #expect(Driver(Scenes.single(Self.row(contain: false))).frame.dots.count == 11)
    }

    @Test func theLastDotIsActiveAtTheEnd() {
        var d = Driver(Scenes.single(Self.row()))
        d.send(.key(.end), at: 0.1)
        d.run(until: 1.5)
        #expect(d.selects == [8])
        #expect(Self.activeDot(d.frame) == 8)
        #expect(d.frame.dots.filter { $0.activity > 0 }.count == 1)
    }

    @Test func aDotClickGoesToItsTarget() {
        var d = Driver(Scenes.single(Self.row()))
        d.tap(DotScaleTests.dotCenter(8, of: 9), at: 0.1)
        d.run(until: 1.5)
        #expect(d.selects == [8])
    }

    @Test func theDotsFollowThePositionBetweenRestingPlaces() throws {
        let containment = try #require(PagingGeometry(configuration: Self.row(), frame: Self.frame).containment)
        // At each resting place the dots stand on its target; in between they move steadily.
        for target in containment.targets {
            #expect(abs(containment.targetProgress(containment.restingPosition(target)) - Double(target)) < 1e-9)
        }
        var previous = -1.0
        for step in 0...160 {
            let value = containment.low + (containment.high - containment.low) * Double(step) / 160
            let progress = containment.targetProgress(value)
            #expect(progress >= previous)
            previous = progress
        }
        #expect(containment.targetProgress(-3) == 0)
        #expect(containment.targetProgress(99) == 8)
    }
}
