import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct FontMetricsCacheTests {
        /// The scene lays text out with the metrics; the backend then draws the texture SDL_ttf
        /// renders. Both must agree to the pixel, or labels would move.
        @Test func measuredSizesAreTheRenderedTexturesSizes() throws {
            try SDLLibrary.startFontsAndImages()
            let surface = try SDLSurface(width: 64, height: 64, format: SDLBridge.opaquePixelFormat)
            let renderer = try SDLRenderer(surface: surface)
            let fonts = try FontLibrary(customFont: nil)
            let metrics = FontMetricsCache(fonts: fonts)
            let text = TextCache(renderer: renderer, fonts: fonts)
            let white = RGBAColor(red: 255, green: 255, blue: 255)
            for (sample, face, pixels) in [
                ("Featured", FontFace.bold, 17), ("Crème brûlée…", .regular, 15), ("Q|gjy", .mono, 13),
                ("Item 10000000 (9999999)", .bold, 30), ("Ångström", .regular, 9),
                // Runs in fallback fonts (Noto CJK, Noto Color Emoji) and right-to-left runs.
                ("東京タワー 🗼 Tower", .bold, 24), ("مرحبا 2024", .regular, 17), ("שלום עולם…", .bold, 20),
            ] {
                let measured = try metrics.size(of: sample, face: face, pixelSize: pixels)
                let rendered = try #require(
                    try text.text(sample, face: face, points: Double(pixels), color: white, scale: 1))
                #expect(measured == PixelSize(width: rendered.texture.width, height: rendered.texture.height))
                // A second question is answered from the cache with the same size.
                #expect(try metrics.size(of: sample, face: face, pixelSize: pixels) == measured)
            }
        }
    }
}
