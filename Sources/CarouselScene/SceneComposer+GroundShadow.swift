import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// The ground shadow under a cube as a soft card (``SceneCard/isSoftShadow``): black, at the
    /// shadow's strength, through its projection; drawn before the cube's faces.
    func groundShadow(_ shadow: GroundShadow, of frame: CarouselFrame) -> SceneCard {
        let face = CardFace(
            fill: Self.groundShadowColor, imagePath: nil, title: "", subtitle: nil, textColor: Self.groundShadowColor)
        var card = SceneCard(
            carousel: frame.id, item: -1, frame: shadow.projection.rect, transform: .projected(shadow.projection),
            cornerRadius: 0, opacity: shadow.opacity, shadow: CardShadow(blur: 0, opacity: 0, cardOpacity: 0),
            face: face, labels: [], hasItem: false)
        card.isSoftShadow = true
        return card
    }

    /// The ground shadow's colour (its strength is the card's opacity).
    static let groundShadowColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 255)
}
