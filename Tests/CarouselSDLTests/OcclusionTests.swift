import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

/// The drawer clips a card's face to the part no opaque card in front hides (`uncoveredPart`).
@Suite struct OcclusionTests {
    static func card(
        _ rect: Rect, scale: Double = 1, opacity: Double = 1, backdrop: RGBAColor? = nil
    ) -> SceneCard {
        SceneCard(
            carousel: "s", item: 0, frame: rect, transform: .zoom(scale: scale, anchor: rect.center), cornerRadius: 16,
            opacity: opacity, shadow: CardShadow(blur: 18, opacity: 1, cardOpacity: opacity),
            face: CardFace(fill: Fixtures.red, imagePath: nil, title: "A", subtitle: nil, textColor: Fixtures.blue),
            labels: [], hasItem: true, backdrop: backdrop)
    }

    @Test func aBackCardPeekingOutLeftIsTrimmedToWhatShows() throws {
        // Back card x 100..500, y 120..380; the front card x 300..900, y 100..400, radius 16.
        let back = Self.card(Rect(x: 100, y: 120, width: 400, height: 260), opacity: 0.4, backdrop: Fixtures.background)
        let front = Self.card(Rect(x: 300, y: 100, width: 600, height: 300))
        let part = try #require(SceneDrawer.uncoveredPart(of: back, before: [.card(front)]))
        #expect(part.x == 99 && part.y == 119 && part.height == 262)
        #expect(part.x + part.width == 317)
    }

    @Test func translucentOrShorterCardsInFrontHideNothing() {
        let back = Self.card(Rect(x: 100, y: 120, width: 400, height: 260))
        let faded = Self.card(Rect(x: 300, y: 100, width: 600, height: 300), opacity: 0.5)
        #expect(SceneDrawer.uncoveredPart(of: back, before: [.card(faded)]) == nil)
        let shorter = Self.card(Rect(x: 300, y: 200, width: 600, height: 100))
        #expect(SceneDrawer.uncoveredPart(of: back, before: [.card(shorter)]) == nil)
        // A clip command ends the group: cards of the next carousel are not in front.
        let front = Self.card(Rect(x: 300, y: 100, width: 600, height: 300))
        #expect(SceneDrawer.uncoveredPart(of: back, before: [.clip(nil), .card(front)]) == nil)
    }

    @Test func aCardHiddenEntirelyHasAnEmptyPart() throws {
        let back = Self.card(Rect(x: 400, y: 150, width: 200, height: 200))
        let front = Self.card(Rect(x: 300, y: 100, width: 600, height: 300))
        let part = try #require(SceneDrawer.uncoveredPart(of: back, before: [.card(front)]))
        #expect(part.width == 0 && part.height == 0)
    }
}
