import Testing

@testable import CarouselEngine

/// `per-view = "auto"`: unequal items laid out by walking from the selected one (``UnequalStrip``).
@Suite struct UnequalStripTests {
    static let frame = Rect(x: 0, y: 0, width: 1000, height: 400)
    /// Items of 200, 400, 100, 300 points, then 250 each (the generated fallback).
    static let lengths = ItemLengths(
        written: [.points(200), .points(400), .points(100), .points(300)], fallback: .points(250))

    static func configuration(
        count: Int = 8, align: SnapAlign = .start, contain: Bool = false, loop: Bool = false,
        lengths: ItemLengths = lengths
    ) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .paging, infinite: loop, count: count, frame: frame)
        c.insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        c.spacing = 10
        c.paging = PagingLayout(perView: 1, align: align, contain: contain)
        c.paging.lengths = lengths
        return c
    }

    static func geometry(_ c: CarouselConfiguration) -> PagingGeometry {
        PagingGeometry(configuration: c, frame: frame)
    }

    static func cards(_ c: CarouselConfiguration, at position: Double) -> [CardPlacement] {
        geometry(c).cards(
            position: position, count: c.itemCount, finite: !c.infinite, target: 0, frame: frame, axis: .horizontal,
            dragging: false
        ).sorted { $0.rect.x < $1.rect.x }
    }

    @Test func cardsHaveTheirOwnLengthsWithSpacingBetween() {
        let cards = Self.cards(Self.configuration(), at: 0)
        #expect(cards.map(\.item) == [0, 1, 2, 3])
        #expect(cards.map(\.rect.width) == [200, 400, 100, 300])
        #expect(cards.map(\.rect.x) == [0, 210, 620, 730])
    }

    @Test func aCentredItemHasItsCentreAtTheRegionCentre() {
        let cards = Self.cards(Self.configuration(align: .center), at: 1)
        let selected = cards.first { $0.item == 1 }
        #expect(selected?.rect.x == 300)
        #expect(selected?.rect.width == 400)
        #expect(cards.first { $0.item == 0 }?.rect.x == 90)
    }

    @Test func halfwayBetweenTwoItemsIsHalfwayBetweenTheirAnchors() {
        // Align start: anchors are leading edges, 210 points apart from item 0 to item 1.
        let cards = Self.cards(Self.configuration(), at: 0.5)
        #expect(cards.first { $0.item == 0 }?.rect.x == -105)
    }

    @Test func advanceWalksTheItemsLengths() {
        let strip = Self.geometry(Self.configuration())
        // 210 (item 0 and a gap) + 410 (item 1) + 55 of item 2's 110.
        #expect(abs(strip.advance(0, by: 675) - 2.5) < 1e-9)
        #expect(abs(strip.advance(2.5, by: -675)) < 1e-9)
        #expect(abs(strip.advance(1, by: -105) - 0.5) < 1e-9)
    }

    @Test func aDragMovesTheCardsByThePointersTravel() {
        let c = Self.configuration()
        let behavior = PagingBehavior(configuration: c, frame: Self.frame)
        for travel in [-50.0, -300, -700, -1200] {
            let position = behavior.dragPosition(anchor: 0, travel: travel)
            // Item 0's leading edge follows the pointer exactly (the rubber band only resists past the ends).
            let lead = Self.leadingEdge(of: 0, cards: Self.cards(c, at: position))
            #expect(abs(lead - travel) < 1e-6, "travel \(travel) put item 0 at \(lead)")
        }
    }

    /// Item `k`'s leading edge from the first drawn card's, walking back by the known lengths.
    static func leadingEdge(of item: Int, cards: [CardPlacement]) -> Double {
        guard let first = cards.first else { return .nan }
        var lead = first.rect.x
        var k = first.item
        let lengths = [200.0, 400, 100, 300]
        while k > item {
            k -= 1
            lead -= (k < lengths.count ? lengths[k] : 250) + 10
        }
        return lead
    }

    @Test func aTapPagesToTheCardUnderThePointer() {
        let strip = Self.geometry(Self.configuration())
        #expect(strip.page(at: Point(x: 100, y: 200), position: 0, axis: .horizontal) == 0)
        #expect(strip.page(at: Point(x: 650, y: 200), position: 0, axis: .horizontal) == 2)
        // The 10-point gap between items 0 and 1.
        #expect(strip.page(at: Point(x: 205, y: 200), position: 0, axis: .horizontal) == nil)
        // At item 2 (start-aligned, 100 points long) item 1 spans −410 … −10.
        #expect(strip.page(at: Point(x: 50, y: 200), position: 2, axis: .horizontal) == 2)
        #expect(strip.page(at: Point(x: -100, y: 200), position: 2, axis: .horizontal) == 1)
    }

    @Test func containStopsTheLastItemAtTheRegionsEnd() throws {
        let c = Self.configuration(count: 4, contain: true)
        let box = try #require(Self.geometry(c).containment)
        #expect(box.low == 0)
        // Total 200 + 400 + 100 + 300 + 3 × 10 = 1030: 30 points past the 1000-point region.
        let cards = Self.cards(c, at: box.high)
        let last = try #require(cards.last)
        #expect(last.item == 3)
        #expect(abs(last.rect.x + last.rect.width - 1000) < 1e-6)
        #expect(box.targets == 0...1)
    }

    @Test func containWithEveryItemInViewRestsOnce() throws {
        let c = Self.configuration(count: 3, align: .center, contain: true)
        let box = try #require(Self.geometry(c).containment)
        #expect(box.low == box.high)
        #expect(box.targets.count == 1)
    }

    @Test func aLoopDrawsTheFirstItemsAfterTheLast() {
        let cards = Self.cards(Self.configuration(count: 4, loop: true), at: 3)
        #expect(cards.map(\.item).prefix(3) == [3, 0, 1])
    }

    @Test func aspectItemsFollowTheCrossSize() {
        let lengths = ItemLengths(written: [.aspect(1.5), .aspect(0.5)], fallback: .points(100))
        let cards = Self.cards(Self.configuration(count: 2, lengths: lengths), at: 0)
        #expect(cards.map(\.rect.width) == [600, 200])
    }

    @Test func tenMillionItemsWalkOnlyTheVisibleOnes() {
        let c = Self.configuration(count: 10_000_000, loop: true)
        let cards = Self.cards(c, at: 5_000_000.5)
        #expect(cards.count >= 4 && cards.count <= 6)
        let behavior = PagingBehavior(configuration: c, frame: Self.frame)
        #expect(abs(behavior.dragPosition(anchor: 5_000_000, travel: -520) - 5_000_002) < 1e-9)
    }
}
