import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Card labels as the composer lays them out for a whole spec (the 400 x 300 fixture window: one
/// 360 x 232 page, a 30-point title with 18 points of padding, 21 characters to a line).
@Suite struct LabelSceneTests {
    private static let headline = "Storm warning for the north coast as winds reach 120 km/h overnight"

    private func spec(_ items: [ResolvedItem]) -> ResolvedSpec {
        var spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: items.count)])
        spec.carousels[0].items = .list(items)
        return spec
    }

    private func item(_ title: String, _ subtitle: String? = nil) -> ResolvedItem {
        ResolvedItem(
            id: "1", title: title, subtitle: subtitle, color: RGBAColor(red: 28, green: 61, blue: 90),
            textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: nil)
    }

    /// The found bullet: the title was cut to one line, "Storm warning for th…".
    @Test func aLongTitleWrapsOntoTwoLinesInsteadOfBeingCut() throws {
        let card = try #require(SceneFixtures.cards(try SceneFixtures.scene(spec([item(Self.headline)]))).first)
        #expect(card.labels.map(\.line.text) == ["Storm warning for the", "north coast as winds…"])
    }
}

extension LabelSceneTests {
    /// An item's own label style (resolved by the spec layer) reaches its card.
    @Test func anItemsStyleReachesItsCard() throws {
        var styled = item(Self.headline, "Ferries cancelled")
        styled.label = LabelStyle(titlePoints: 20, subtitlePoints: 12, weight: .regular, align: .center, titleLines: 3)
        let card = try #require(SceneFixtures.cards(try SceneFixtures.scene(spec([styled]))).first)
        #expect(card.face.label == styled.label)
        #expect(card.labels.map(\.line.points) == [20, 20, 20, 12])
        #expect(card.labels.map(\.line.face) == [.regular, .regular, .regular, .regular])
        // 324 points across hold 32 characters of 10 points; each line is centred on the card.
        let lines = ["Storm warning for the north", "coast as winds reach 120 km/h", "overnight", "Ferries cancelled"]
        #expect(card.labels.map(\.line.text) == lines)
        for label in card.labels {
            #expect(abs(label.origin.x + label.line.size.width / 2 - card.frame.center.x) <= 0.5)
        }
    }
}
