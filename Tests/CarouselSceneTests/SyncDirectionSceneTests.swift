import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// A synced strip right to left: the strip's cards and its highlight are those of left to right
/// mirrored about the frame's centre line (`x' = sum − x − w`, `sum` = twice the centre: 400 on a
/// horizontal axis, 376 on a vertical one, whose dot strip takes 24 points at the right), and the
/// highlighted item is still the main carousel's selection (`start = 2`).
@Suite struct SyncDirectionSceneTests {
    static func scene(axis: Axis, direction: LayoutDirection) throws -> Scene {
        var spec = SyncSceneTests.spec(axis: axis)
        for index in spec.carousels.indices { spec.carousels[index].engine.direction = direction }
        return try SceneFixtures.scene(spec)
    }

    static func strokes(_ scene: Scene) -> [RoundedRect] {
        scene.commands.compactMap { if case .stroke(let shape, _) = $0 { return shape } else { return nil } }
    }

    static func mirrored(_ r: Rect, sum: Double) -> Rect {
        Rect(x: sum - r.x - r.width, y: r.y, width: r.width, height: r.height)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theStripAndItsHighlightAreMirrored(axis: Axis) throws {
        let sum = axis == .horizontal ? 400.0 : 376.0
        let ltr = try Self.scene(axis: axis, direction: .ltr), rtl = try Self.scene(axis: axis, direction: .rtl)
        let ltrStrip = SceneFixtures.cards(ltr).filter { $0.carousel == "thumbs" }
        let rtlStrip = SceneFixtures.cards(rtl).filter { $0.carousel == "thumbs" }
        #expect(!ltrStrip.isEmpty && ltrStrip.map(\.item) == rtlStrip.map(\.item))
        for (a, b) in zip(ltrStrip, rtlStrip) {
            #expect(SceneFixtures.close(b.frame, Self.mirrored(a.frame, sum: sum)), "\(axis) item \(a.item)")
        }
        let a = Self.strokes(ltr), b = Self.strokes(rtl)
        try #require(a.count == 1 && b.count == 1)
        #expect(SceneFixtures.close(b[0].rect, Self.mirrored(a[0].rect, sum: sum)))
        // The outline follows the strip's item 2, the main carousel's selection.
        let index = try #require(rtl.commands.firstIndex { if case .stroke = $0 { true } else { false } })
        guard case .card(let card) = rtl.commands[index - 1] else {
            Issue.record("the outline does not follow a card")
            return
        }
        #expect(card.carousel == "thumbs" && card.item == 2)
    }

    /// A tap on the strip's item 3, where right to left draws it, moves both carousels to 3.
    @Test func aTapOnTheMirroredThumbnailDrivesTheMainCarousel() throws {
        var spec = SyncSceneTests.spec(axis: .horizontal)
        for index in spec.carousels.indices { spec.carousels[index].engine.direction = .rtl }
        var engine = Engine(scene: spec.scene)
        let card = try #require(engine.frames()[1].cards.first { $0.item == 3 })
        engine.send(.pointerDown(card.rect.center), at: 0.1)
        engine.send(.pointerUp(card.rect.center), at: 0.15)
        _ = engine.advance(to: 5)
        #expect(engine.frames().map(\.selection) == [3, 3])
        let scene = try SceneComposer(spec: spec).compose(
            engine.frames(), size: SceneFixtures.window, metrics: FakeMetrics())
        let index = try #require(scene.commands.firstIndex { if case .stroke = $0 { true } else { false } })
        guard case .card(let outlined) = scene.commands[index - 1] else {
            Issue.record("the outline does not follow a card")
            return
        }
        #expect(outlined.item == 3)
    }
}
