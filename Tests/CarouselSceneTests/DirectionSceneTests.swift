import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Right to left in the scene, on both axes: cards mirrored about the frame's centre line, labels
/// set from the card's right edge (the same padding as left to right), the title from the
/// frame's right edge by the leading inset, dots mirrored on a horizontal axis.
@Suite struct DirectionSceneTests {
    static func scene(_ axis: Axis, _ direction: LayoutDirection, leading: Double = 20) throws -> Scene {
        var c = SceneFixtures.configuration(.paging, axis: axis, count: 3)
        c.insets.leading = leading
        c.direction = direction
        return try SceneFixtures.scene(SceneFixtures.spec([c]))
    }

    static let axes: [Axis] = [.horizontal, .vertical]

    @Test(arguments: axes)
    func cardsAreMirroredAboutTheFrameCentre(axis: Axis) throws {
        let ltr = SceneFixtures.cards(try Self.scene(axis, .ltr, leading: 50))
        let rtl = SceneFixtures.cards(try Self.scene(axis, .rtl, leading: 50))
        #expect(ltr.count == rtl.count && !ltr.isEmpty)
        // The frame spans x 0..400 (horizontal) or 0..376 (vertical: 24 points of dots at the right).
        let sum = axis == .horizontal ? 400.0 : 376.0
        for (a, b) in zip(ltr, rtl) {
            #expect(a.item == b.item)
            #expect(abs(b.frame.x - (sum - a.frame.x - a.frame.width)) < SceneFixtures.tolerance)
            #expect(b.frame.y == a.frame.y && b.frame.width == a.frame.width)
        }
    }

    /// A label line's left edge is `box.x + padding` left to right and
    /// `box.x + box.width - padding - line width` right to left.
    @Test(arguments: axes)
    func labelsSitInTheBottomRightCorner(axis: Axis) throws {
        for direction in [LayoutDirection.ltr, .rtl] {
            let card = try #require(SceneFixtures.cards(try Self.scene(axis, direction)).first { $0.item == 0 })
            let label = try #require(card.labels.first)
            let padding = CardText.padding(card: Size(width: card.frame.width, height: card.frame.height))
            let width = label.line.size.width
            let expected =
                direction == .rtl ? card.frame.x + card.frame.width - padding - width : card.frame.x + padding
            #expect(abs(label.origin.x - expected) < 1e-6, "\(axis) \(direction)")
            #expect(card.face.label.rightToLeft == (direction == .rtl))
        }
    }

    /// The title ends `leading` points from the frame's right edge right to left.
    @Test(arguments: axes)
    func theTitleIsSetFromTheRight(axis: Axis) throws {
        let scene = try Self.scene(axis, .rtl, leading: 30)
        let title = try #require(SceneFixtures.texts(scene).first { $0.text == "Featured" })
        #expect(abs(title.origin.x + title.size.width - (400 - 30)) < 1e-6)
        let ltr = try #require(SceneFixtures.texts(try Self.scene(axis, .ltr, leading: 30)).first)
        #expect(ltr.origin.x == 30)
    }

    @Test func horizontalDotsAreMirroredAndVerticalDotsStay() throws {
        for axis in Self.axes {
            let a = SceneFixtures.pills(try Self.scene(axis, .ltr)), b = SceneFixtures.pills(try Self.scene(axis, .rtl))
            #expect(a.count == 3 && b.count == 3)
            for (p, q) in zip(a, b) {
                let x = axis == .horizontal ? 400 - p.rect.x - p.rect.width : p.rect.x
                #expect(abs(q.rect.x - x) < 1e-9 && q.rect.y == p.rect.y, "\(axis)")
            }
        }
    }
}
