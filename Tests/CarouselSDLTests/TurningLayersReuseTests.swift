import CarouselDisk
import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// While pages turn, turned cards keep what they made: each face is read back once (a card
    /// that leaves the view and comes back is not read again), and layer textures that cards let
    /// go are handed to the next card that needs one (`LayerPool`).
    @Suite struct TurningLayersReuseTests {
        /// The window benchmark's spec (scripts/bench_effects_demo.sh): seven 400 x 300 pages.
        static func spec(_ effect: String, extra: String = "") throws -> ResolvedSpec {
            let text = """
                version = 1

                [window]
                size = [1280, 800]

                [[carousel]]
                id = "fx"
                effect = "\(effect)"
                infinite = true
                page-size = { width = 400, height = 300 }
                \(extra)
                [carousel.generate]
                count = 7
                """
            let loader = SpecLoader.disk()
            guard case .success(let loaded) = loader.load(text: text, name: "fx.carousel.toml", baseDirectory: ".")
            else { throw SDLError("compile the \(effect) spec") }
            return loaded.spec
        }

        @Test(arguments: ["wheel", "cylinder"], [60.0, 5.0])
        func pageTurnsReadEachFaceOnceAndReuseLayerTextures(effect: String, framesPerSecond: Double) throws {
            let spec = try Self.spec(effect), composer = SceneComposer(spec: spec)
            var engine = Engine(scene: spec.scene)
            let canvas = try OffscreenCanvas(size: engine.scene.windowSize)
            let layers = canvas.sceneDrawer.projectedLayers
            var items = Set<Int>()
            // Two seconds, a page turn every 0.1 s (the bench's input), at 60 frames a second and at
            // 5 (a slow machine: each frame the cards move far, many leave the view and come back).
            var turns = 0
            for frame in 0..<Int(2 * framesPerSecond) {
                let time = Double(frame) / framesPerSecond
                while Double(turns) * 0.1 <= time {
                    engine.send(.key(.right), at: Double(turns) * 0.1)
                    turns += 1
                }
                _ = engine.advance(to: time)
                let frames = engine.frames()
                for card in frames.flatMap(\.cards) { items.insert(card.item) }
                try canvas.draw(frames, composer: composer)
            }
            // Each face read at most once.
            #expect(layers.raster.reads > 0)
            #expect(layers.raster.reads <= items.count)
            #expect(layers.draws > Int(framesPerSecond))
        }

        @Test func thePoolHandsOutTheSmallestTextureThatFitsAndKeepsAtMostItsCapacity() throws {
            let canvas = try OffscreenCanvas(size: Size(width: 64, height: 64))
            let renderer = canvas.sceneDrawer.painter.renderer
            var pool = LayerPool()
            let sizes = [(64, 64), (32, 96), (32, 32), (128, 128)]
            for (width, height) in sizes {
                pool.put(pool.made(try SDLTexture(renderer: renderer, width: width, height: height)))
            }
            #expect(pool.made == sizes.count)
            let small = pool.take(width: 30, height: 30)
            #expect(small?.width == 32 && small?.height == 32)
            let tall = pool.take(width: 20, height: 90)
            #expect(tall?.width == 32 && tall?.height == 96)
            #expect(pool.take(width: 200, height: 10) == nil)
            let square = pool.take(width: 60, height: 60)
            #expect(square?.width == 64)
            // Over capacity, the oldest kept goes first: the 128 x 128 one here.
            for _ in 0..<LayerPool.capacity { pool.put(try SDLTexture(renderer: renderer, width: 16, height: 16)) }
            #expect(pool.take(width: 100, height: 100) == nil)
        }

        /// The bench's `custom` effect: cards turned 25 and 50 degrees about y, faded to 0.7 and 0.
        static let customStops = [
            (-2, -560, 240, -50, 0.0), (-1, -330, 120, -25, 0.7), (0, 0, 0, 0, 1.0),
            (1, 330, 120, 25, 0.7), (2, 560, 240, 50, 0.0),
        ]
        .map { offset, x, z, angle, opacity in
            """

            [[carousel.transform]]
            offset = \(offset)
            translate-x = \(x)
            translate-z = -\(z)
            rotate-y = \(angle)
            opacity = \(opacity)
            """
        }.joined()

        /// A faded turned card drawn on the CPU carries its opacity in its layer's alpha and is
        /// blended by SDL's per-pixel-alpha blitter, `(s a >> 8) + (d (255 - a) >> 8)`; drawn by SDL,
        /// its layer is blended at the card's opacity by the generic blitter,
        /// `s a / 255 + d (255 - a) / 255` with the same `a` (both round down). The two terms
        /// differ by less than one each before rounding, so a channel over an opaque background
        /// differs by at most 2 (a faded card over another faded one can add its own 2).
        @Test(arguments: [0.0, 0.35])
        func fadedTurnedCardsBlendWithinTwoLevelsOfSDLsModulatedBlend(at time: Double) throws {
            let spec = try Self.spec("custom", extra: Self.customStops), composer = SceneComposer(spec: spec)
            var engine = Engine(scene: spec.scene)
            engine.send(.key(.right), at: 0)
            _ = engine.advance(to: time)
            let frames = engine.frames()
            let faded = frames.flatMap(\.cards).filter { $0.opacity > 0.05 && $0.opacity < 0.95 }
            #expect(!faded.isEmpty)
            func pixels(rasterises: Bool) throws -> (pixels: [UInt32], reads: Int) {
                let canvas = try OffscreenCanvas(size: engine.scene.windowSize)
                canvas.sceneDrawer.projectedLayers.rasterises = rasterises
                canvas.sceneDrawer.projectedLayers.leavesOutCovered = false
                try canvas.draw(frames, composer: composer)
                return (try canvas.pixels(), canvas.sceneDrawer.projectedLayers.raster.reads)
            }
            let cpu = try pixels(rasterises: true), sdl = try pixels(rasterises: false)
            #expect(cpu.reads > 0)
            let difference = ProjectedLayersTests.difference(cpu.pixels, sdl.pixels)
            #expect(difference.largest <= 2)
        }
    }
}
