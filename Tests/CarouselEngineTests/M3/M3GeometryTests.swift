import Testing

@testable import CarouselEngine

/// Items on keylines in window points, on both axes; masks inside the region.
@Suite struct M3GeometryTests {
    static func configuration(_ axis: Axis = .horizontal, count: Int = 20) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .m3, axis: axis, count: count)
        c.spacing = 8
        c.m3 = M3Settings(layout: .multiBrowse, preferredItemLength: 330)
        return c
    }

    /// At rest on item 0: masks at the keylines (region starts at x = 20), content 330 long.
    @Test func atRestTheItemsSitOnTheKeylines() {
        let frame = Rect(x: 0, y: 0, width: 1280, height: 300)
        let geometry = M3Geometry(configuration: Self.configuration(), frame: frame)
        let cards = geometry.cards(position: 0, frame: frame)
        #expect(cards.map(\.item) == [0, 1, 2, 3, 4])
        let masks = cards.compactMap(\.mask)
        #expect(masks.map(\.x) == [20, 358, 696, 1034, 1220])
        #expect(masks.map(\.width) == [330, 330, 330, 178, 40])
        #expect(cards.allSatisfy { $0.rect.width == 330 })
        // The content is centred on its mask.
        #expect(cards.allSatisfy { abs($0.rect.center.x - ($0.mask?.center.x ?? 0)) < 1e-9 })
        #expect(masks.allSatisfy { $0.y == 8 && $0.height == 284 })
    }

    /// The vertical axis is the same arithmetic along y.
    @Test func theVerticalAxisLaysOutAlongY() {
        let frame = Rect(x: 0, y: 0, width: 300, height: 1280)
        var c = Self.configuration(.vertical)
        c.insets = EdgeInsets(top: 20, leading: 8, bottom: 20, trailing: 8)
        let geometry = M3Geometry(configuration: c, frame: frame)
        let masks = geometry.cards(position: 0, frame: frame).compactMap(\.mask)
        #expect(masks.map(\.y) == [20, 358, 696, 1034, 1220])
        #expect(masks.map(\.height) == [330, 330, 330, 178, 40])
        #expect(masks.allSatisfy { $0.x == 8 && $0.width == 284 })
    }

    /// Resting positions: clamp(t, low, high), high = (maxScroll + f) / p; targets 0...⌈high⌉.
    @Test func theRestingRangeEndsOnTheLastItem() {
        let frame = Rect(x: 0, y: 0, width: 1280, height: 300)
        let geometry = M3Geometry(configuration: Self.configuration(), frame: frame)
        let high = (165 + 19 * 338.0 - 1075) / 338
        #expect(abs(geometry.high - high) < 1e-12)
        #expect(geometry.targets == 0...17)
        #expect(geometry.restingPosition(19) == geometry.high)
        // At the last resting place the last item is a whole large item at the trailing edge.
        let last = geometry.cards(position: geometry.high, frame: frame).last
        #expect(last?.item == 19)
        #expect(abs((last?.mask?.x ?? 0) + 330 - 1260) < 1e-9 && last?.mask?.width == 330)
    }

    /// Ten million items cost the same as ten: only the visible ones are computed.
    @Test func onlyTheVisibleItemsAreComputed() {
        let frame = Rect(x: 0, y: 0, width: 1280, height: 300)
        let geometry = M3Geometry(configuration: Self.configuration(count: 10_000_000), frame: frame)
        let cards = geometry.cards(position: 5_000_000.5, frame: frame)
        #expect(cards.count <= 7)
        #expect(cards.first?.item == 5_000_000)
    }
}
