import CarouselEngine
import CarouselSpec
import Testing

@testable import CarouselScene

/// The image's rectangles for each `image-fit` and `image-position`, with exact numbers: a
/// 600 x 900 poster and a 1200 x 500 banner in a 400 x 200 card at (10, 20).
@Suite struct ImagePlacementTests {
    private let card = Rect(x: 10, y: 20, width: 400, height: 200)
    private let poster = Size(width: 600, height: 900)
    private let banner = Size(width: 1200, height: 500)

    private func place(_ image: Size, _ fit: ImageFit, _ x: Double = 0.5, _ y: Double = 0.5) -> ImagePlacement<Double> {
        ImagePlacement(image: image, in: card, fitting: ImageFitting(fit: fit, x: x, y: y))
    }

    @Test func coverCropsTheMiddleByDefault() {
        // Scaled by 400 / 600: 400 x 600, 200 above and 200 below the card.
        let cover = place(poster, .cover)
        #expect(cover.mappingRect == Rect(x: 10, y: -180, width: 400, height: 600))
        #expect(cover.visibleRect == card)
        #expect(cover.sourceRect == Rect(x: 0, y: 300, width: 600, height: 300))
        #expect(cover.coversBox)
    }

    @Test func coverPositionChoosesTheCrop() {
        #expect(place(poster, .cover, 0.5, 0).sourceRect == Rect(x: 0, y: 0, width: 600, height: 300))
        #expect(place(poster, .cover, 0.5, 1).sourceRect == Rect(x: 0, y: 600, width: 600, height: 300))
        // The banner is wider than the card: scaled by 200 / 500 to 480 x 200, 80 to spare.
        let left = place(banner, .cover, 0, 0.5)
        #expect(left.mappingRect == Rect(x: 10, y: 20, width: 480, height: 200))
        #expect(left.sourceRect == Rect(x: 0, y: 0, width: 1000, height: 500))
        let right = place(banner, .cover, 1, 0.5)
        #expect(right.mappingRect == Rect(x: -70, y: 20, width: 480, height: 200))
        #expect(right.sourceRect == Rect(x: 200, y: 0, width: 1000, height: 500))
    }

    @Test func containLetterboxesTheWholePicture() {
        // Scaled by 200 / 900: 133.33 x 200, centred: (400 - 133.33) / 2 to each side.
        let contain = place(poster, .contain)
        let width = 200.0 * 600 / 900
        #expect(contain.mappingRect == Rect(x: 10 + (400 - width) * 0.5, y: 20, width: width, height: 200))
        #expect(contain.visibleRect == contain.mappingRect)
        #expect(contain.sourceRect == Rect(x: 0, y: 0, width: 600, height: 900))
        #expect(!contain.coversBox)
        // The banner: scaled by 400 / 1200 to 400 x 166.67, bars above and below.
        let wide = place(banner, .contain)
        let height = 400.0 * 500 / 1200
        #expect(wide.mappingRect == Rect(x: 10, y: 20 + (200 - height) * 0.5, width: 400, height: height))
        #expect(wide.sourceRect == Rect(x: 0, y: 0, width: 1200, height: 500))
    }

    @Test func containPositionPlacesThePictureInTheRoomLeft() {
        let width = 200.0 * 600 / 900
        #expect(place(poster, .contain, 0, 0).mappingRect == Rect(x: 10, y: 20, width: width, height: 200))
        #expect(place(poster, .contain, 1, 0).mappingRect == Rect(x: 410 - width, y: 20, width: width, height: 200))
        let height = 400.0 * 500 / 1200
        #expect(place(banner, .contain, 0.5, 1).mappingRect == Rect(x: 10, y: 220 - height, width: 400, height: height))
    }

    @Test func fillStretchesToTheCardWhateverThePosition() {
        for position in [0.0, 0.5, 1.0] {
            let fill = place(poster, .fill, position, position)
            #expect(fill.mappingRect == card)
            #expect(fill.visibleRect == card)
            #expect(fill.sourceRect == Rect(x: 0, y: 0, width: 600, height: 900))
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
}
