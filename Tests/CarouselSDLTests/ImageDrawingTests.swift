import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Image cards as drawn: filtered when scaled, corners in line with the rest of the picture,
    /// labels in the item's `text-color`, and no scrim without a label.
    @Suite struct ImageDrawingTests {
        let size = Size(width: 400, height: 300)
        /// The card: 300 x 200 points at (20, 48), corner radius 16.
        let cardRect = Rect(x: 20, y: 48, width: 300, height: 200)

        /// Writes `pixels` (`0xAARRGGBB`, opaque) as a PNG in the shots folder and returns its path.
        private func png(_ name: String, width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) throws -> String {
            let surface = try SDLSurface(width: width, height: height, format: SDLBridge.opaquePixelFormat)
            try surface.writeRows32("test image") { row, line in
                for column in 0..<width { line[column] = pixel(column, row) }
            }
            let path = ShotFolder.path(name)
            try surface.savePNG(to: path)
            return path
        }

        /// The picture of one image card (title `title`, text colour on the image `textColor`).
        private func draw(image: String, title: String = "", textColor: RGBAColor? = nil) throws -> [UInt32] {
            let item = ResolvedItem(
                id: "1", title: title, subtitle: nil, color: Fixtures.red,
                textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: image, imageTextColor: textColor)
            let canvas = try OffscreenCanvas(size: size)
            let frame = Fixtures.frame(cards: [Fixtures.card(0, cardRect)], itemCount: 1)
            try canvas.draw([frame], composer: SceneComposer(spec: Fixtures.spec(items: [item])))
            #expect(canvas.takeImageFailures().isEmpty)
            return try canvas.pixels()
        }

        /// Whether (x, y) is at least `margin` pixels inside the card's rounded outline.
        private func inside(_ x: Int, _ y: Int, margin: Double) -> Bool {
            let radius = 16.0
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let left = cardRect.x + radius, right = cardRect.x + cardRect.width - radius
            let top = cardRect.y + radius, bottom = cardRect.y + cardRect.height - radius
            let dx = max(left - px, 0, px - right), dy = max(top - py, 0, py - bottom)
            return (dx * dx + dy * dy).squareRoot() <= radius - margin
        }

        @Test func enlargedImagesAreFilteredNotBlocky() throws {
            // A 6 x 4 checker enlarged 50 times: nearest-neighbour scaling keeps two colours only.
            let image = try png("tiny-checker.png", width: 6, height: 4) { x, y in
                (x + y) % 2 == 0 ? 0x0000_0000 : 0x00FF_FFFF
            }
            let pixels = try draw(image: image)
            let row = (40..<300).map { Fixtures.pixel(pixels, width: 400, $0, 100).r }
            let shades = Set(row)
            #expect(shades.count > 20, "only \(shades.count) shades across a row: scaled without filtering")
            // Smooth: no jump between neighbouring pixels larger than a bilinear ramp over 50 pixels allows.
            let jumps = zip(row, row.dropFirst()).map { abs($0 - $1) }
            #expect((jumps.max() ?? 0) <= 12)
        }

        @Test func imageCornersLineUpWithTheRestOfTheImage() throws {
            // Stripes 5 pixels wide, the card's exact size: every column is one colour from top to bottom,
            // in the corners too (drawn as textured triangles) as in the middle (plain copies).
            let image = try png("stripes-300x200.png", width: 300, height: 200) { x, y in
                (x / 5) % 2 == 0 ? 0x0010_2030 : 0x00F0_E0D0
            }
            let pixels = try draw(image: image)
            var steps: [String] = []
            for x in 20..<320 {
                let middle = Fixtures.pixel(pixels, width: 400, x, 148)
                for y in 48..<248 where inside(x, y, margin: 1.5) {
                    let pixel = Fixtures.pixel(pixels, width: 400, x, y)
                    if pixel != middle { steps.append("(\(x), \(y)): \(pixel) not \(middle)") }
                }
            }
            #expect(steps.isEmpty, "\(steps.count) pixels out of line, first: \(steps.prefix(4))")
        }

        @Test func anImageWithoutALabelHasNoScrim() throws {
            let white = try png("white.png", width: 30, height: 20) { _, _ in 0x00FF_FFFF }
            let bare = try draw(image: white)
            // The bottom of the card is as white as its top: no dark gradient.
            #expect(Fixtures.pixel(bare, width: 400, 170, 240) == (255, 255, 255))
            let titled = try draw(image: white, title: "Snow")
            #expect(Fixtures.pixel(titled, width: 400, 300, 240).r < 200)
        }

        @Test func textColorIsUsedOnImages() throws {
            let white = try png("white-label.png", width: 30, height: 20) { _, _ in 0x00FF_FFFF }
            let pixels = try draw(image: white, title: "WWWWWWWW", textColor: RGBAColor(red: 255, green: 0, blue: 0))
            // Some label pixel is pure-ish red (the default would be white over the scrim).
            let label = (40..<200).flatMap { x in (200..<246).map { Fixtures.pixel(pixels, width: 400, x, $0) } }
            #expect(label.contains { $0.r > 200 && $0.g < 60 && $0.b < 60 })
        }
    }
}
