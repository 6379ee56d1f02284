import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// A Material 3 card cut by its mask keeps rounded corners on the cut side: the card is
    /// 300 × 200 points at (20, 48), radius 16; its mask is the left 100 points (x 20...120).
    /// Without rounding, the mask's top-right corner pixel would be the card's red.
    @Suite struct MaskedCardDrawingTests {
        let size = Size(width: 400, height: 300)

        func draw(mask: Rect) throws -> [UInt32] {
            var card = Fixtures.card(0, Rect(x: 20, y: 48, width: 300, height: 200))
            card.mask = mask
            let canvas = try OffscreenCanvas(size: size)
            let frame = Fixtures.frame(cards: [card], itemCount: 1)
            let spec = Fixtures.spec(items: [Fixtures.item("", Fixtures.red)])
            try canvas.draw([frame], composer: SceneComposer(spec: spec))
            return try canvas.pixels()
        }

        func isRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 180 && p.g < 90 && p.b < 90 }

        @Test func theCutSideHasRoundedCorners() throws {
            let mask = Rect(x: 20, y: 48, width: 100, height: 200)
            let pixels = try draw(mask: mask)
            let width = Int(size.width)
            // The corner circles' centres are 16 points inside: (104, 64) at the top right. The pixel
            // centred at (118.5, 49.5) is 21 points from it, outside the rounded shape.
            for (x, y) in [(118, 49), (118, 246), (21, 49), (21, 246)] {
                let p = Fixtures.pixel(pixels, width: width, x, y)
                #expect(!isRed(p), "(\(x), \(y)) is \(p): a square corner")
            }
            // Along the cut edge between the corners, and inside, the card shows.
            for (x, y) in [(118, 148), (70, 148), (118, 70)] {
                #expect(isRed(Fixtures.pixel(pixels, width: width, x, y)), "(\(x), \(y))")
            }
            // Past the cut nothing of the card shows.
            #expect(!isRed(Fixtures.pixel(pixels, width: width, 125, 148)))
        }
    }
}
