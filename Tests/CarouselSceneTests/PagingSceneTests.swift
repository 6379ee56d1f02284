import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Paging: page = frame minus the main-axis insets (no page-size), centred in the inset
/// region, stride = page + spacing; only pages intersecting the frame are drawn.
@Suite struct PagingSceneTests {
    @Test func horizontalPagesTitleClipAndDots() throws {
        let scene = try SceneFixtures.scene(
            SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)]))
        // Title, then the cards clipped to the frame, then three dots.
        #expect(SceneFixtures.kinds(scene) == ["text", "clip", "card", "card", "clip-off", "pill", "pill", "pill"])
        // Frame: 28 points of title above, 24 of dots below: (0, 28, 400, 248).
        #expect(scene.commands[1] == .clip(Rect(x: 0, y: 28, width: 400, height: 248)))
        // Title: clamp(28 * 0.6, 11...20) = 16.8 -> 17 points; 8 characters of 8.5 px = 68 px, 21 px
        // tall, centred in the 28-point strip, lined up with the leading inset.
        let title = try #require(SceneFixtures.texts(scene).first)
        #expect(title.text == "Featured" && title.points == 17 && title.face == .bold)
        #expect(title.origin == Point(x: 20, y: 3.5) && title.size == Size(width: 68, height: 21))
        #expect(title.color == Theme.lightChrome)
        // Page 360 x 232 at (20, 36); the next one starts at 20 + 360 + 16 = 396 < 400, so peeks in.
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.item) == [0, 1])
        #expect(cards[0].frame == Rect(x: 20, y: 36, width: 360, height: 232))
        #expect(cards[1].frame == Rect(x: 396, y: 36, width: 360, height: 232))
        #expect(cards[0].drawnRect == cards[0].frame && cards[0].transform.scale == 1)
        #expect(cards[0].drawnCornerRadius == 16 && cards[0].opacity == 1)
        // Shadow: 18 points of blur at scale 1; opaque card.
        #expect(cards[0].shadow == CardShadow(blur: 18, opacity: 1, cardOpacity: 1))
        // Label: title clamp(min(232 * 0.15, 360 * 0.12), 10...30) = 30 points, padding
        // clamp(232 * 0.09, 9...18) = 18; "Item 1" is 6 x 15 = 90 px wide, 37 px tall, at the bottom left.
        #expect(cards[0].labels.count == 1)
        #expect(cards[0].labels[0].line.text == "Item 1" && cards[0].labels[0].line.points == 30)
        #expect(cards[0].labels[0].origin == Point(x: 38, y: 36 + 232 - 18 - 37))
        // Dots 24 points apart around the strip's centre (200, 288): the active one 20 long.
        let dots = SceneFixtures.pills(scene)
        #expect(
            dots.map(\.rect) == [
                Rect(x: 166, y: 284, width: 20, height: 8), Rect(x: 196, y: 284, width: 8, height: 8),
                Rect(x: 220, y: 284, width: 8, height: 8),
            ])
        #expect(dots.map(\.opacity) == [1, 0.35, 0.35])
    }

    @Test func verticalPagesStackDownAndDotsGoRight() throws {
        let scene = try SceneFixtures.scene(
            SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .vertical, count: 3)]))
        // Frame (0, 28, 376, 272): dots take 24 points at the right.
        #expect(scene.commands[1] == .clip(Rect(x: 0, y: 28, width: 376, height: 272)))
        // Page 336 x 256 at (20, 36); the next starts at 36 + 256 + 16 = 308, below the frame's 300.
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.item) == [0])
        #expect(cards[0].frame == Rect(x: 20, y: 36, width: 336, height: 256))
        // Dots down the strip's centre line x = 388, around y = 28 + 136 = 164.
        let dots = SceneFixtures.pills(scene)
        #expect(
            dots.map(\.rect) == [
                Rect(x: 384, y: 130, width: 8, height: 20), Rect(x: 384, y: 160, width: 8, height: 8),
                Rect(x: 384, y: 184, width: 8, height: 8),
            ])
    }

    @Test func anEmptyCarouselShowsTheNoItemsCardInsideTheClip() throws {
        let scene = try SceneFixtures.scene(
            SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 0)]))
        #expect(SceneFixtures.kinds(scene) == ["text", "clip", "fill", "stroke", "text", "clip-off"])
        // min(400 - 16, 360) x min(248 - 16, 200) centred in the frame (centre (200, 152)).
        let card = Rect(x: 20, y: 52, width: 360, height: 200)
        #expect(scene.commands[2] == .fill(RoundedRect(rect: card, radius: 16, color: Theme.emptyCard)))
        #expect(
            scene.commands[3]
                == .stroke(RoundedRect(rect: card, radius: 16, color: Theme.emptyText, opacity: 0.4), width: 1))
        // "No items": clamp(200 * 0.16, 11...22) = 22 points: 8 x 11 = 88 px by 27 px, centred.
        let text = try #require(SceneFixtures.texts(scene).last)
        #expect(text.text == "No items" && text.origin == Point(x: 156, y: 138.5))
    }

    @Test func hiDPITextIsMeasuredInPixelsAndPlacedInPoints() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)])
        let scene = try SceneFixtures.scene(spec, scale: 2)
        #expect(scene.scale == 2)
        // The same 30-point title is drawn at 60 px: 6 x 30 = 180 px by 75 px, 90 x 37.5 points.
        let label = try #require(SceneFixtures.cards(scene).first?.labels.first)
        #expect(label.line.size == Size(width: 90, height: 37.5))
        #expect(label.origin == Point(x: 38, y: 36 + 232 - 18 - 37.5))
    }

    @Test func tenMillionGeneratedItemsAreResolvedOnlyWhereCardsAre() throws {
        let palette = [RGBAColor(red: 255, green: 255, blue: 255), RGBAColor(red: 0, green: 0, blue: 0)]
        let spec = SceneFixtures.spec(
            [SceneFixtures.configuration(.paging, axis: .horizontal, count: 10_000_000, infinite: true)],
            generated: GeneratedItems(count: 10_000_000, titleTemplate: TitleTemplate("No. {n}"), palette: palette))
        let cards = SceneFixtures.cards(try SceneFixtures.scene(spec))
        // Looping: the last item peeks in before the first, the second after it.
        #expect(cards.map(\.item) == [9_999_999, 0, 1])
        #expect(cards.map(\.face.title) == ["No. 10000000", "No. 1", "No. 2"])
        // Colours cycle the palette; text contrasts with each.
        #expect(cards[1].face.fill == palette[0] && cards[1].face.textColor == palette[1])
        #expect(cards[2].face.fill == palette[1] && cards[2].face.textColor == palette[0])
        // At most 11 dots.
        #expect(SceneFixtures.pills(try SceneFixtures.scene(spec)).count == 11)
    }
}
