import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// The highlight of a synced strip (docs/spec.md, "sync"): its selected item, which follows the
/// main carousel's `start`, is outlined by a stroke of width `w = 3` in the focus colour, inset by
/// `w / 2` inside the drawn card (radius `r − w / 2`), right after that card; the main carousel
/// and every other item have none. On both axes.
@Suite struct SyncSceneTests {
    static func spec(axis: Axis) -> ResolvedSpec {
        var main = SceneFixtures.configuration(.paging, axis: axis, count: 4)
        main.id = "main"
        main.start = 2
        var strip = SceneFixtures.configuration(.paging, axis: axis, count: 4)
        strip.id = "thumbs"
        strip.sync = "main"
        strip.paging = PagingLayout(perView: 3, align: .center)
        return SceneFixtures.spec([main, strip])
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theStripOutlinesTheMainCarouselsItem(axis: Axis) throws {
        let scene = try SceneFixtures.scene(Self.spec(axis: axis))
        let strokes = scene.commands.enumerated().compactMap { index, command -> (Int, RoundedRect, Double)? in
            if case .stroke(let shape, let width) = command { return (index, shape, width) }
            return nil
        }
        try #require(strokes.count == 1)
        let (index, shape, width) = strokes[0]
        guard case .card(let card) = scene.commands[index - 1] else {
            Issue.record("the outline does not follow a card")
            return
        }
        #expect(card.carousel == "thumbs")
        #expect(card.item == 2)
        let w = 3.0, drawn = card.drawnRect
        #expect(width == w)
        #expect(
            SceneFixtures.close(
                shape.rect,
                Rect(x: drawn.x + w / 2, y: drawn.y + w / 2, width: drawn.width - w, height: drawn.height - w)))
        #expect(abs(shape.radius - (card.drawnCornerRadius - w / 2)) < 1e-9)
        #expect(shape.color == Theme.focusRing)
    }

    @Test func withoutSyncNoItemIsOutlined() throws {
        var spec = Self.spec(axis: .horizontal)
        spec.carousels[1].engine.sync = nil
        let scene = try SceneFixtures.scene(spec)
        #expect(!SceneFixtures.kinds(scene).contains("stroke"))
    }
}
