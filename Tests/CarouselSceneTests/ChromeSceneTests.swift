import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Titles, focus marks and colours that do not depend on the kind.
@Suite struct ChromeSceneTests {
    private let window = SceneFixtures.window

    @Test func theFocusedTitleSitsOnAnAccentChip() throws {
        // Two carousels share the window in rows (150 points each); the first has the focus.
        let spec = SceneFixtures.spec([
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "a"),
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "b"),
        ])
        let scene = try SceneFixtures.scene(spec)
        // "Featured" at 17 points: 68 x 21 px; the chip grows 9 points around it, the text stays put.
        let top = 3.5
        #expect(
            scene.commands[0]
                == .fill(
                    RoundedRect(
                        rect: Rect(x: 11, y: top - 1, width: 86, height: 23), radius: 11.5, color: Theme.focusRing)))
        guard case .text(let title) = scene.commands[1] else { Issue.record("expected the title"); return }
        #expect(title.origin == Point(x: 20, y: top) && title.color == Theme.imageText)
        // The second carousel's title is plain chrome, 150 points down.
        let plain = SceneFixtures.texts(scene).filter { $0.text == "Featured" }
        #expect(plain.count == 2 && plain[1].origin == Point(x: 20, y: 153.5) && plain[1].color == Theme.lightChrome)
        #expect(!scene.commands.contains { if case .stroke = $0 { return true } else { return false } })
    }

    @Test func anUntitledFocusedCarouselGetsARingAfterItsDots() throws {
        let spec = SceneFixtures.spec([
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "a", title: false),
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "b", title: false),
        ])
        let scene = try SceneFixtures.scene(spec)
        // One item: no dots (a single page has none); the ring comes after the cards' clip ends.
        let kinds = SceneFixtures.kinds(scene)
        #expect(kinds == ["clip", "card", "clip-off", "stroke", "clip", "card", "clip-off"])
        // First frame (0, 0, 400, 126): 150 minus 24 points of dots; the ring is 3 points inside it.
        #expect(scene.commands[0] == .clip(Rect(x: 0, y: 0, width: 400, height: 126)))
        #expect(
            scene.commands[3]
                == .stroke(
                    RoundedRect(
                        rect: Rect(x: 3, y: 3, width: 394, height: 120), radius: 18, color: Theme.focusRing,
                        opacity: 0.9),
                    width: 2))
    }

    @Test func aSingleCarouselShowsNoFocusMark() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, title: false)])
        let kinds = SceneFixtures.kinds(try SceneFixtures.scene(spec))
        #expect(kinds == ["clip", "card", "clip-off"])
    }

    @Test func chromeContrastsWithTheWindow() {
        var spec = SceneFixtures.spec([])
        #expect(SceneComposer(spec: spec).chrome == Theme.lightChrome)
        spec.window.background = RGBAColor(red: 242, green: 242, blue: 247)
        #expect(SceneComposer(spec: spec).chrome == Theme.darkChrome)
    }

    @Test func cardsCarryTheResolvedItemAndSkipInvisibleOnes() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 2)])
        let composer = SceneComposer(spec: spec)
        let frame = CarouselFrame(
            id: "main", kind: .paging, axis: .horizontal, frame: Rect(x: 0, y: 28, width: 400, height: 248),
            titleRect: nil, selection: 0, progress: 0, phase: .idle,
            cards: [
                CardPlacement(
                    item: 0, rect: Rect(x: 0, y: 40, width: 100, height: 100), scale: 1, opacity: 0.001, z: 0,
                    tappable: true),
                CardPlacement(
                    item: 1, rect: Rect(x: 120, y: 40, width: 100, height: 100), scale: 1, opacity: 1, z: 0,
                    tappable: true),
                CardPlacement(
                    item: 7, rect: Rect(x: 240, y: 40, width: 100, height: 100), scale: 1, opacity: 1, z: 0,
                    tappable: true),
                CardPlacement(
                    item: 1, rect: Rect(x: 240, y: 40, width: 100, height: 100), scale: 0.001, opacity: 1, z: 0,
                    tappable: true),
            ],
            dots: [], focused: false, autoEnabled: false, itemCount: 2, cornerRadius: 16)
        let cards = SceneFixtures.cards(try composer.compose([frame], size: window, metrics: FakeMetrics()))
        // The faded-out card (opacity <= 0.002) and the sub-point one are left out.
        #expect(cards.map(\.item) == [1, 7])
        #expect(cards[0].face.fill == RGBAColor(red: 255, green: 149, blue: 0) && cards[0].face.title == "Item 2")
        #expect(cards[0].hasItem && cards[0].labels.map(\.line.text) == ["Item 2"])
        // An index with no item draws a placeholder without labels.
        #expect(!cards[1].hasItem && cards[1].face.fill == Theme.emptyCard && cards[1].labels.isEmpty)
    }
}
