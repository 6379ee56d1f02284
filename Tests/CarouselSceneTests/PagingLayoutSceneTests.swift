import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Several items per view in the scene (docs/engine.md, "Several items per view"): item length
/// `L = (R − s·(⌈p⌉ − 1)) / p`, stride `L + s`, the selected item's leading edge at the region's
/// start (align start); a loop of two items at 2.5 per view draws copies. Window 400 × 300.
@Suite struct PagingLayoutSceneTests {
    static func configuration(axis: Axis) -> CarouselConfiguration {
        var c = SceneFixtures.configuration(.paging, axis: axis, count: 2, infinite: true)
        c.paging = PagingLayout(perView: 2.5, align: .start)
        c.start = 1
        return c
    }

    @Test func horizontalItemsTileFromTheStartWithCopies() throws {
        let scene = try SceneFixtures.scene(SceneFixtures.spec([Self.configuration(axis: .horizontal)]))
        // Region x 20..380 (R = 360): L = (360 − 2 × 16) / 2.5 = 131.2, stride 147.2. Start 1 rests
        // at x = 20; item 0's copies at 20 ± 147.2, item 1's copy at 20 + 294.4 (cut by the frame).
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.item) == [0, 1, 0, 1])
        let expected = [-127.2, 20, 167.2, 314.4].map { Rect(x: $0, y: 36, width: 131.2, height: 232) }
        #expect(zip(cards.map(\.frame), expected).allSatisfy { SceneFixtures.close($0, $1) })
        // The dots say item 1 is selected.
        let dots = SceneFixtures.pills(scene)
        #expect(dots.map(\.rect.width) == [8, 20])
    }

    @Test func verticalItemsTileDownFromTheTop() throws {
        let scene = try SceneFixtures.scene(SceneFixtures.spec([Self.configuration(axis: .vertical)]))
        // Frame (0, 28, 376, 272); region y 36..292 (R = 256): L = (256 − 32) / 2.5 = 89.6, stride
        // 105.6. Item 1 at y = 36, item 0 at 141.6, item 1 again at 247.2; the copy above ends at
        // y = 20, outside the frame.
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.item) == [1, 0, 1])
        let expected = [36, 141.6, 247.2].map { Rect(x: 20, y: $0, width: 336, height: 89.6) }
        #expect(zip(cards.map(\.frame), expected).allSatisfy { SceneFixtures.close($0, $1) })
    }
}
