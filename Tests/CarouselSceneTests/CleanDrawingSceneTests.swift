import CarouselEngine
@testable import CarouselScene
import CarouselSpec
import Testing

/// Issue 9's clean drawing, in the scene: no label shows through a card in front of it, image
/// cards keep their `text-color` and have a scrim only under a label, and the focus mark is drawn
/// only where asked.
@Suite struct CleanDrawingSceneTests {
    private let red = RGBAColor(red: 255, green: 0, blue: 0)

    /// Every card that covers a labelled card drawn before it hides it (opaque, or over a backdrop).
    private func expectNoLabelShowsThrough(_ scene: Scene) {
        let cards = SceneFixtures.cards(scene)
        for (front, card) in cards.enumerated() {
            let behind = cards[..<front].filter {
                !$0.labels.isEmpty && SceneComposer.overlap(card.drawnRect, $0.drawnRect)
            }
            for back in behind {
                #expect(card.hidesBehind, "card \(card.item) (opacity \(card.opacity)) shows card \(back.item)'s label")
            }
        }
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func translucentStackCardsHideTheCardsBehindThem(axis: Axis) throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.stack, axis: axis, count: 5)])
        let scene = try SceneFixtures.scene(spec)
        let cards = SceneFixtures.cards(scene)
        #expect(cards.count == 5)
        expectNoLabelShowsThrough(scene)
        // The faded neighbours in front of others fade towards the window (the hindmost cover
        // nothing); the front card is opaque, with no backdrop.
        #expect(cards.dropFirst(2).dropLast().allSatisfy { $0.backdrop == SceneFixtures.background })
        #expect(cards.prefix(2).allSatisfy { $0.backdrop == nil })
        #expect(cards.last?.opacity == 1 && cards.last?.backdrop == nil)
    }

    @Test func midTransitionTheCardInFrontHidesTheOneBehind() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.stack, axis: .vertical, count: 5)])
        var engine = Engine(scene: spec.scene)
        engine.send(.key(.down), at: 0)
        for time in stride(from: 0.02, through: 0.4, by: 0.02) {
            _ = engine.advance(to: time)
            let scene = try SceneComposer(spec: spec).compose(
                engine.frames(), size: SceneFixtures.window, metrics: FakeMetrics())
            expectNoLabelShowsThrough(scene)
        }
    }

    @Test func pagingCardsSideBySideGetNoBackdrop() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)])
        #expect(SceneFixtures.cards(try SceneFixtures.scene(spec)).allSatisfy { $0.backdrop == nil })
    }

    private func imageSpec(title: String, imageTextColor: RGBAColor?) -> ResolvedSpec {
        var spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 1)])
        let item = ResolvedItem(
            id: "1", title: title, subtitle: nil, color: RGBAColor(red: 0, green: 0, blue: 0),
            textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: "/photos/a.png",
            imageTextColor: imageTextColor)
        spec.carousels[0].items = .list([item])
        return spec
    }

    @Test func textColorAppliesOnImages() throws {
        let written = SceneFixtures.cards(try SceneFixtures.scene(imageSpec(title: "Sea", imageTextColor: red)))
        #expect(written.first?.face.imageTextColor == red)
        let unset = SceneFixtures.cards(try SceneFixtures.scene(imageSpec(title: "Sea", imageTextColor: nil)))
        #expect(unset.first?.face.imageTextColor == Theme.imageText)
    }

    @Test func anImageWithoutALabelHasNoScrim() throws {
        let bare = try #require(
            SceneFixtures.cards(try SceneFixtures.scene(imageSpec(title: "", imageTextColor: nil))).first)
        #expect(bare.labels.isEmpty && !bare.hasScrim)
        let titled = try #require(
            SceneFixtures.cards(try SceneFixtures.scene(imageSpec(title: "Sea", imageTextColor: nil))).first)
        #expect(!titled.labels.isEmpty && titled.hasScrim)
        // A fill card never has one.
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 1)])
        #expect(SceneFixtures.cards(try SceneFixtures.scene(spec)).allSatisfy { !$0.hasScrim })
    }

    private func chips(_ scene: Scene) -> [RoundedRect] {
        scene.commands.compactMap {
            if case .fill(let shape) = $0, shape.color == Theme.focusRing { return shape } else { return nil }
        }
    }

    @Test func theFocusMarkIsDrawnOnlyWhereAsked() throws {
        let two = SceneFixtures.spec([
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "a"),
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "b"),
        ])
        // `render` without --focus: no chip, even with several carousels.
        #expect(chips(try SceneFixtures.scene(two, overlays: SceneOverlays(focus: .hidden))).isEmpty)
        // --focus=b: the chip on the second carousel's title (150 points down).
        let onB = chips(try SceneFixtures.scene(two, overlays: SceneOverlays(focus: .carousel("b"))))
        #expect(onB.count == 1 && (onB.first?.rect.y ?? 0) > 150)
        // --focus with one carousel: its title gets the chip.
        let one = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 1)])
        #expect(chips(try SceneFixtures.scene(one, overlays: SceneOverlays(focus: .focused))).count == 1)
        #expect(chips(try SceneFixtures.scene(one)).isEmpty)
    }

    @Test func theHUDCoversNoTitle() throws {
        let spec = SceneFixtures.spec([
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "a"),
            SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, id: "b"),
        ])
        let hud = ["fps 60", "a: paging horizontal", "b: paging horizontal"]
        let scene = try SceneFixtures.scene(spec, overlays: SceneOverlays(hud: hud))
        let titles = SceneFixtures.texts(scene).filter { $0.text == "Featured" }
            .map { Rect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) }
        #expect(titles.count == 2)
        let panels = scene.commands.compactMap {
            if case .fill(let shape) = $0, shape.color == Theme.panel { return shape.rect } else { return nil }
        }
        let panel = try #require(panels.first)
        #expect(!titles.contains { SceneComposer.overlap(panel, $0) })
        // On a window background, with a panel under the lines.
        #expect(panel.width > 0 && panel.height > 0)
    }

    @Test func theHUDKeepsClearOfTheReloadErrors() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 1, title: false)])
        let overlays = SceneOverlays(hud: ["fps 60"], error: ErrorOverlay(title: "Reload failed", lines: ["E0201"]))
        let panels = try SceneFixtures.scene(spec, overlays: overlays).commands.compactMap {
            if case .fill(let shape) = $0, shape.color == Theme.panel || shape.color == Theme.errorPanel {
                return shape.rect
            }
            return nil
        }
        #expect(panels.count == 2 && !SceneComposer.overlap(panels[0], panels[1]))
    }

    @Test func theHUDTakesTheFirstFreeCorner() {
        let window = Size(width: 400, height: 300), panel = Size(width: 100, height: 50)
        #expect(SceneComposer.hudCorner(for: panel, in: window, avoiding: []) == Point(x: 288, y: 238))
        let bottomRight = Rect(x: 300, y: 260, width: 100, height: 28)
        #expect(SceneComposer.hudCorner(for: panel, in: window, avoiding: [bottomRight]) == Point(x: 12, y: 238))
        let bottom = Rect(x: 0, y: 260, width: 400, height: 28), top = Rect(x: 0, y: 0, width: 400, height: 28)
        #expect(SceneComposer.hudCorner(for: panel, in: window, avoiding: [bottom, top]) == Point(x: 288, y: 238))
    }
}

/// `max-visible-slot` shows on screen with the default opacities: each slot it keeps is drawn.
@Suite struct MaxVisibleSlotSceneTests {
    @Test(arguments: [1, 2, 3, 4])
    func everyKeptSlotIsDrawn(slots: Int) throws {
        var configuration = SceneFixtures.configuration(.stack, axis: .horizontal, count: 12)
        configuration.stack.maxVisibleSlot = slots
        configuration.stack.opacityStops = StackOpacity.defaultStops(slots: slots)
        let cards = SceneFixtures.cards(try SceneFixtures.scene(SceneFixtures.spec([configuration])))
        #expect(cards.count == 2 * slots + 1)
        // The deepest kept slot is still visible: at least a quarter of the first slot's opacity.
        #expect((cards.map(\.opacity).min() ?? 0) >= 0.36 / 4 - 1e-9)
    }
}
