import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Marquee at offset 0: item `k` starts `k * (item-extent + spacing)` from the frame's leading
/// edge; the items whose rectangles meet the frame are drawn, and the clip cuts the last one.
@Suite struct MarqueeSceneTests {
    @Test func horizontalTickerStartsAtTheLeadingEdge() throws {
        let spec = SceneFixtures.spec([
            SceneFixtures.configuration(.marquee, axis: .horizontal, count: 10, infinite: true)
        ])
        let scene = try SceneFixtures.scene(spec)
        let cards = SceneFixtures.cards(scene)
        // Starts 0, 116, 232, 348 (< 400); 464 is past the frame. Cross: 248 - 16 = 232 from y 36.
        #expect(cards.map(\.item) == [0, 1, 2, 3])
        #expect(cards.map(\.frame.x) == [0, 116, 232, 348])
        #expect(cards.allSatisfy { $0.frame.y == 36 && $0.frame.width == 100 && $0.frame.height == 232 })
        // The last card reaches 448, past the frame: the clip to (0, 28, 400, 248) cuts it.
        let clip = try #require(scene.commands.firstIndex(of: .clip(Rect(x: 0, y: 28, width: 400, height: 248))))
        let end = try #require(scene.commands.firstIndex(of: .clip(nil)))
        let cardIndices = scene.commands.indices.filter {
            if case .card = scene.commands[$0] { return true } else { return false }
        }
        #expect(cardIndices.allSatisfy { $0 > clip && $0 < end })
    }

    @Test func verticalTickerRunsDown() throws {
        let spec = SceneFixtures.spec([
            SceneFixtures.configuration(.marquee, axis: .vertical, count: 10, infinite: true)
        ])
        let cards = SceneFixtures.cards(try SceneFixtures.scene(spec))
        // Frame (0, 28, 376, 272): starts 28, 144, 260; 376 is below 300. Cross 376 - 40 = 336 from x 20.
        #expect(cards.map(\.item) == [0, 1, 2])
        #expect(cards.map(\.frame.y) == [28, 144, 260])
        #expect(cards.allSatisfy { $0.frame.x == 20 && $0.frame.width == 336 && $0.frame.height == 100 })
    }
}
