import CarouselEngine
import CarouselSpec
import Testing

@testable import CarouselScene

/// The image's rectangles for each `image-fit` and `image-position`, with exact numbers: a
/// 500 x 1000 poster and a 1600 x 400 banner in a 400 x 200 card at (10, 20).
@Suite struct ImagePlacementTests {
    private let card = Rect(x: 10, y: 20, width: 400, height: 200)
    private let poster = Size(width: 500, height: 1000)
    private let banner = Size(width: 1600, height: 400)

    private func place(_ image: Size, _ fit: ImageFit, _ x: Double = 0.5, _ y: Double = 0.5) -> ImagePlacement<Double> {
        ImagePlacement(image: image, in: card, fitting: ImageFitting(fit: fit, x: x, y: y))
    }

    @Test func coverCropsTheMiddleByDefault() {
        // Scaled by 400 / 500: 400 x 800, 300 above and 300 below the card.
        let cover = place(poster, .cover)
        #expect(cover.mappingRect == Rect(x: 10, y: -280, width: 400, height: 800))
        #expect(cover.visibleRect == card)
        #expect(cover.sourceRect == Rect(x: 0, y: 375, width: 500, height: 250))
        #expect(cover.coversBox)
    }

    @Test func coverPositionChoosesTheCrop() {
        #expect(place(poster, .cover, 0.5, 0).sourceRect == Rect(x: 0, y: 0, width: 500, height: 250))
        #expect(place(poster, .cover, 0.5, 1).sourceRect == Rect(x: 0, y: 750, width: 500, height: 250))
        // The banner is wider than the card: scaled by 200 / 400 to 800 x 200, 400 to spare.
        let left = place(banner, .cover, 0, 0.5)
        #expect(left.mappingRect == Rect(x: 10, y: 20, width: 800, height: 200))
        #expect(left.sourceRect == Rect(x: 0, y: 0, width: 800, height: 400))
        let right = place(banner, .cover, 1, 0.5)
        #expect(right.mappingRect == Rect(x: -390, y: 20, width: 800, height: 200))
        #expect(right.sourceRect == Rect(x: 800, y: 0, width: 800, height: 400))
    }

    @Test func containLetterboxesTheWholePicture() {
        // Scaled by 200 / 1000: 100 x 200, centred: 150 to each side.
        let contain = place(poster, .contain)
        #expect(contain.mappingRect == Rect(x: 160, y: 20, width: 100, height: 200))
        #expect(contain.visibleRect == contain.mappingRect)
        #expect(contain.sourceRect == Rect(x: 0, y: 0, width: 500, height: 1000))
        #expect(!contain.coversBox)
        // The banner: scaled by 400 / 1600 to 400 x 100, 50 above and below.
        let wide = place(banner, .contain)
        #expect(wide.mappingRect == Rect(x: 10, y: 70, width: 400, height: 100))
        #expect(wide.sourceRect == Rect(x: 0, y: 0, width: 1600, height: 400))
        #expect(!wide.coversBox)
    }

    @Test func containPositionPlacesThePictureInTheRoomLeft() {
        #expect(place(poster, .contain, 0, 0).mappingRect == Rect(x: 10, y: 20, width: 100, height: 200))
        #expect(place(poster, .contain, 1, 0).mappingRect == Rect(x: 310, y: 20, width: 100, height: 200))
        #expect(place(banner, .contain, 0.5, 1).mappingRect == Rect(x: 10, y: 120, width: 400, height: 100))
        #expect(place(banner, .contain, 0.25, 0).mappingRect == Rect(x: 10, y: 20, width: 400, height: 100))
    }

    @Test func fillStretchesToTheCardWhateverThePosition() {
        for position in [0.0, 0.5, 1.0] {
            let fill = place(poster, .fill, position, position)
            #expect(fill.mappingRect == card)
            #expect(fill.visibleRect == card)
            #expect(fill.sourceRect == Rect(x: 0, y: 0, width: 500, height: 1000))
            #expect(fill.coversBox)
        }
    }

    @Test func aContainedPictureOfTheCardsShapeCoversIt() {
        let same = ImagePlacement(
            image: Size(width: 800, height: 400), in: card, fitting: ImageFitting(fit: .contain, x: 0, y: 0))
        #expect(same.mappingRect == card)
        #expect(same.coversBox)
    }

    @Test func positionsAreClampedAndNonFiniteOnesCentred() {
        #expect(ImageFitting(fit: .cover, x: -1, y: 2) == ImageFitting(fit: .cover, x: 0, y: 1))
        #expect(ImageFitting(fit: .cover, x: .nan, y: .infinity) == ImageFitting(fit: .cover, x: 0.5, y: 0.5))
    }

    @Test func floatPixelsGiveTheSameNumbersAsTheDrawingsOwnArithmetic() {
        // The renderer works in Float pixels: today's cover formula, written out.
        let box: (x: Float, y: Float, w: Float, h: Float) = (13.7, 5.2, 301.3, 187.9)
        let placement = ImagePlacement<Float>(
            imageWidth: 640, imageHeight: 960, inBoxAt: box.x, box.y, width: box.w, height: box.h,
            fitting: .standard)
        let aspect = Float(640) / Float(960)
        let height = box.w / aspect
        #expect(placement.mapping.x == box.x && placement.mapping.width == box.w)
        #expect(placement.mapping.height == height)
        #expect(placement.mapping.y == box.y - (height - box.h) / 2)
    }

    @Test func theItemsFittingReachesItsCardFace() throws {
        var spec = SceneFixtures.spec([SceneFixtures.configuration(.paging, axis: .horizontal, count: 2)])
        var items = SceneFixtures.items(2)
        items[0].imagePath = "/tmp/poster.png"
        items[0].imageFitting = ImageFitting(fit: .contain, x: 0, y: 1)
        items[1].imagePath = "/tmp/poster.png"
        spec.carousels[0].items = .list(items)
        let faces = SceneFixtures.cards(try SceneFixtures.scene(spec)).map(\.face)
        #expect(faces.first?.imageFitting == ImageFitting(fit: .contain, x: 0, y: 1))
    }
}
