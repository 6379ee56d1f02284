import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct CardCacheTests {
        let size = Size(width: 400, height: 300)
        let content = SceneComposer(
            spec: Fixtures.spec(items: [
                Fixtures.item("One", Fixtures.red, subtitle: "First card"), Fixtures.item("Two", Fixtures.blue),
            ]))

        func frame(height: Double = 150, secondX: Double = 220) -> CarouselFrame {
            Fixtures.frame(
                cards: [
                    Fixtures.card(0, Rect(x: 20, y: 60, width: 180, height: height)),
                    Fixtures.card(1, Rect(x: secondX, y: 60, width: 160, height: 150)),
                ], itemCount: 2)
        }

        @Test func facesAreDrawnOnceAndReusedAcrossFrames() throws {
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw([frame()], composer: content)
            #expect(canvas.cardFaces == 2)
            // Moving a card does not redraw its face.
            for step in 0..<5 { try canvas.draw([frame(secondX: 220 - Double(step) * 3.5)], composer: content) }
            #expect(canvas.cardFaces == 2)
        }

        @Test func aCardWhoseSizeAnimatesIsDrawnDirectlyUntilTheSizeHolds() throws {
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw([frame(height: 150)], composer: content)
            #expect(canvas.cardFaces == 2)
            // Growing frame by frame: no face per in-between size.
            for height in stride(from: 152.0, through: 170, by: 2) {
                try canvas.draw([frame(height: height)], composer: content)
            }
            #expect(canvas.cardFaces == 2)
            // At rest again: one new face for the new size, then none.
            try canvas.draw([frame(height: 170)], composer: content)
            try canvas.draw([frame(height: 170)], composer: content)
            #expect(canvas.cardFaces == 3)
        }

        @Test func aCompositedCardLooksLikeTheCardDrawnDirectly() throws {
            // Drawn directly: its size changed since the frame before.
            let direct = try OffscreenCanvas(size: size)
            try direct.draw([frame(height: 149)], composer: content)
            let facesBefore = direct.cardFaces
            try direct.draw([frame(height: 150)], composer: content)
            #expect(direct.cardFaces == facesBefore)
            // Composited from a face made on first sight.
            let cached = try OffscreenCanvas(size: size)
            try cached.draw([frame(height: 150)], composer: content)
            #expect(cached.cardFaces == 2)
            let a = try direct.pixels(), b = try cached.pixels()
            try direct.savePNG(to: ShotFolder.path("card-direct.png"))
            #expect(GoldenImageTests.differingPixels(a, b) == 0)
            // Including the anti-aliased corners: the same blend of card and background, not darker.
            for x in 20..<32 {
                let one = Fixtures.pixel(a, width: 400, x, 62), two = Fixtures.pixel(b, width: 400, x, 62)
                #expect(abs(one.r - two.r) <= 3 && abs(one.g - two.g) <= 3 && abs(one.b - two.b) <= 3)
            }
            try cached.savePNG(to: ShotFolder.path("card-cache.png"))
        }

        @Test func translucentCardsAreCompositedAsOneLayer() throws {
            // A half-transparent card: its face is one texture faded as a whole, so its white title
            // shows half over the background, not over a half-transparent fill.
            let canvas = try OffscreenCanvas(size: size)
            let faded = Fixtures.frame(
                cards: [Fixtures.card(0, Rect(x: 20, y: 60, width: 180, height: 150), opacity: 0.5)], itemCount: 2)
            try canvas.draw([faded], composer: content)
            // The face, and its copy faded to the card's opacity (so no frame blends with an alpha
            // modulation, which SDL's software renderer does several times slower).
            #expect(canvas.cardFaces == 2)
            try canvas.draw([faded], composer: content)
            #expect(canvas.cardFaces == 2)
            let pixels = try canvas.pixels()
            let inside = Fixtures.pixel(pixels, width: 400, 110, 80)
            // Half red (220, 40, 40) over the dark background (14, 15, 19).
            #expect(abs(inside.r - 117) <= 3 && abs(inside.g - 28) <= 3)
            // The brightest title pixel is about half white over the background: 255 / 2 + 15 / 2.
            let title = (20..<200).flatMap { x in (150..<205).map { Fixtures.pixel(pixels, width: 400, x, $0) } }
            let brightest = title.map { min($0.r, $0.g, $0.b) }.max() ?? 0
            #expect(brightest >= 125 && brightest <= 140)
        }

        @Test func aFadedCardOverAnotherIsCachedWithItsBackdropBakedIn() throws {
            // A half-transparent card over an opaque one: the scene gives it an opaque backdrop so
            // the card behind does not show through. Cached, the faded copy is baked over that
            // backdrop (opaque, its inside copied without blending); it must look like the card
            // its fill half over the window background everywhere, the red card behind included.
            let overlapping = Fixtures.frame(
                cards: [
                    Fixtures.card(0, Rect(x: 20, y: 60, width: 180, height: 150)),
                    Fixtures.card(1, Rect(x: 120, y: 70, width: 180, height: 150), opacity: 0.5),
                ], itemCount: 2)
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw([overlapping], composer: content)
            try canvas.draw([overlapping], composer: content)
            #expect(canvas.cardFaces == 3)  // two faces and the faded copy with its backdrop
            let pixels = try canvas.pixels()
            try canvas.savePNG(to: ShotFolder.path("card-backdrop.png"))
            // Over the red card and over the bare window alike: half blue (30, 90, 230) over the
            // background (14, 15, 19), about (22, 52, 124).
            for x in [160, 250] {
                let pixel = Fixtures.pixel(pixels, width: 400, x, 100)
                #expect(abs(pixel.r - 22) <= 3 && abs(pixel.g - 52) <= 3 && abs(pixel.b - 124) <= 3, "x \(x): \(pixel)")
            }
            #expect(Fixtures.pixel(pixels, width: 400, 60, 100) == (220, 40, 40))
        }

        @Test func aZoomingCardIsDrawnFromItsFaceUntilTheZoomHolds() throws {
            let canvas = try OffscreenCanvas(size: size)
            func zoomed(_ zoom: Double) -> CarouselFrame {
                Fixtures.frame(
                    cards: [Fixtures.card(0, Rect(x: 20, y: 60, width: 180, height: 150), scale: zoom)], itemCount: 2)
            }
            try canvas.draw([zoomed(0.8)], composer: content)
            #expect(canvas.cardFaces == 2)  // the face and its zoomed copy
            for zoom in stride(from: 0.82, through: 0.98, by: 0.02) {
                try canvas.draw([zoomed(zoom)], composer: content)
            }
            #expect(canvas.cardFaces == 2)
            try canvas.draw([zoomed(1)], composer: content)
            try canvas.draw([zoomed(1)], composer: content)
            #expect(canvas.cardFaces == 2)  // at its own size the face itself is drawn
            try canvas.draw([zoomed(0.9)], composer: content)
            try canvas.draw([zoomed(0.9)], composer: content)
            #expect(canvas.cardFaces == 3)
        }

        @Test func aFrameMakesNoMoreFacesThanItsBudget() throws {
            let canvas = try OffscreenCanvas(size: size)
            canvas.maxFacesPerFrame = 1
            try canvas.draw([frame()], composer: content)
            #expect(canvas.cardFaces == 1)  // the other card is drawn directly
            try canvas.draw([frame()], composer: content)
            #expect(canvas.cardFaces == 2)
            try canvas.draw([frame()], composer: content)
            #expect(canvas.cardFaces == 2)
        }

        @Test func aCardTooBigForATextureIsDrawnDirectly() throws {
            // 1,100 points at 4 pixels per point: 4,400 pixels, past the 4,096 a face may have.
            let canvas = try OffscreenCanvas(size: Size(width: 1200, height: 300), scale: 4)
            let wide = Fixtures.frame(
                cards: [Fixtures.card(0, Rect(x: 50, y: 60, width: 1100, height: 150))], itemCount: 2,
                frame: Rect(x: 0, y: 40, width: 1200, height: 220))
            try canvas.draw([wide], composer: content)
            #expect(canvas.cardFaces == 0)
            let pixels = try canvas.pixels()
            #expect(Fixtures.pixel(pixels, width: 4800, 2400, 400) == (220, 40, 40))
        }
    }
}
