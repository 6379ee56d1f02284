import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// `text-position`: the block of label lines at the bottom (the default), centred or at the top
/// of the card. Metrics as in ``CardLabelsTests``: a 15-point title line is 18 px, a 9-point
/// subtitle line 11 px, the padding of a 200 x 100 card 9 points.
@Suite struct CardLabelsPositionTests {
    private let layout = TextLayout(metrics: FakeMetrics(), scale: 1)
    private let box = Rect(x: 10, y: 20, width: 200, height: 100)

    private func origins(_ position: TextPosition) throws -> [Point] {
        var style = LabelStyle.standard
        style.position = position
        return try CardLabels.layout(title: "Title", subtitle: "Sub", style: style, in: box, layout: layout)
            .map(\.origin)
    }

    @Test func bottomStacksUpFromTheBottomPadding() throws {
        #expect(try origins(.bottom) == [Point(x: 19, y: 20 + 100 - 9 - 29), Point(x: 19, y: 20 + 100 - 9 - 11)])
    }

    @Test func centerPutsTheBlockHalfwayDownTheCard() throws {
        let top = 20 + (100 - 29) / 2.0
        #expect(try origins(.center) == [Point(x: 19, y: top), Point(x: 19, y: top + 18)])
    }

    @Test func topHangsTheBlockFromTheTopPadding() throws {
        #expect(try origins(.top) == [Point(x: 19, y: 20 + 9), Point(x: 19, y: 20 + 9 + 18)])
    }
}
