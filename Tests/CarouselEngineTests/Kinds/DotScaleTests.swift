import Testing

@testable import CarouselEngine

/// The page dots of a grid (``DotScale``, docs/engine.md "Grids"): one dot per line position the
/// grid can rest on, the active dot following the lines, a dot click paging to its line. The
/// carousel is 1280 × 400 at the window's top with its dot strip below (400..424), 15 items in
/// 2 rows (8 lines), 4 lines in view.
@Suite struct DotScaleTests {
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 400)

    static func grid(contain: Bool = false, count: Int = 15) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .paging, count: count, frame: frame, indicators: true)
        c.paging = PagingLayout(perView: 4, align: .start, contain: contain)
        c.grid = GridLayout(rows: 2)
        return c
    }

    /// The centre of dot `index` of `count` dots, centred in the 1280-point strip 24 points apart.
    static func dotCenter(_ index: Int, of count: Int) -> Point {
        Point(x: 640 - Double(count - 1) * PageIndicator.pitch / 2 + Double(index) * PageIndicator.pitch, y: 412)
    }

    static func activeDot(_ frame: CarouselFrame) -> Int? {
        frame.dots.firstIndex { $0.activity == 1 }
    }

    @Test func aGridShowsOneDotPerLineNotPerItem() {
        let d = Driver(Scenes.single(Self.grid()))
        // ⌈15 / 2⌉ = 8 lines, every one a position the uncontained grid can rest on.
        #expect(d.frame.dots.count == 8)
        #expect(Self.activeDot(d.frame) == 0)
        #expect(d.frame.dots[0].center == Self.dotCenter(0, of: 8))
    }

    @Test func aContainedGridShowsOnlyThePositionsItCanReach() {
        let d = Driver(Scenes.single(Self.grid(contain: true)))
        // Lines 0 to 8 − 4 = 4: five positions.
        #expect(d.frame.dots.count == 5)
    }

    @Test func theActiveDotFollowsTheLines() {
        var d = Driver(Scenes.single(Self.grid()))
        d.send(.key(.right), at: 0.1)
        d.run(until: 1.5)
        // One line on: the selection is that line's first item (2), the active dot the second.
        #expect(d.selects == [2])
        #expect(Self.activeDot(d.frame) == 1)
        #expect(d.frame.dots.filter { $0.activity > 0 }.count == 1)
        d.send(.key(.end), at: 1.6)
        d.run(until: 3)
        #expect(d.selects == [2, 14])
        #expect(Self.activeDot(d.frame) == 7)
    }

    @Test func aDotClickPagesToItsLine() {
        var d = Driver(Scenes.single(Self.grid()))
        d.tap(Self.dotCenter(3, of: 8), at: 0.1)
        d.run(until: 1.5)
        // Line 3 starts with item 6.
        #expect(d.selects == [6])
        #expect(Self.activeDot(d.frame) == 3)
    }

    @Test func aContainedGridsLastDotReachesItsLastPosition() {
        var d = Driver(Scenes.single(Self.grid(contain: true)))
        d.tap(Self.dotCenter(4, of: 5), at: 0.1)
        d.run(until: 1.5)
        // The last position is line 4 (items 8 and 9 on top of the view).
        #expect(d.selects == [8])
        #expect(Self.activeDot(d.frame) == 4)
    }

    @Test func aCarouselWithoutAGridKeepsOneDotPerItem() {
        var c = Self.grid()
        c.grid = nil
        var d = Driver(Scenes.single(c))
        // 15 items in a strip that holds 11 dots: a window of 11 around the selection.
        #expect(d.frame.dots.count == PageIndicator.maximumDots)
        d.send(.key(.right), at: 0.1)
        d.run(until: 1.5)
        #expect(d.selects == [1])
        #expect(Self.activeDot(d.frame) == 1)
    }

    @Test func theRestingDotsBoxCountsLinePositions() throws {
        let c = Self.grid(contain: true)
        let slot = SceneLayout.slots(for: Scenes.single(c))[0]
        let box = try #require(RestingLayout.dots(configuration: c, slot: slot))
        // Five dots: 4 pitches between the first and last centre, plus the active dot's length.
        #expect(box.width == 4 * PageIndicator.pitch + PageIndicator.activeSize)
    }
}
