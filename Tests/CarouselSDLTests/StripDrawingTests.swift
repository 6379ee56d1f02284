import CarouselDisk
import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// A marquee's strip copied from its cached tile (`SceneDrawer.drawStrip`) looks exactly like
    /// its cards drawn one by one.
    @Suite struct StripDrawingTests {
        static let size = Size(width: 640, height: 360)

        /// A marquee of `count` items on `axis`, everything else at its defaults.
        static func marquee(axis: String, count: Int = 5) throws -> ResolvedSpec {
            let items = (1...count).map { "[[carousel.items]]\ntitle = \"Item \($0)\"\n" }.joined(separator: "\n")
            let text =
                "[window]\nsize = [640, 360]\n\n[[carousel]]\nid = \"m\"\nkind = \"marquee\"\naxis = \"\(axis)\"\n\n"
                + items
            let loader = SpecLoader.disk()
            guard case .success(let loaded) = loader.load(text: text, name: "m.carousel.toml", baseDirectory: ".")
            else { throw SDLError("compile the marquee spec") }
            return loaded.spec
        }

        /// The frames at `time` seconds.
        static func frames(_ spec: ResolvedSpec, at time: Double) -> [CarouselFrame] {
            var engine = Engine(scene: spec.scene)
            _ = engine.advance(to: time)
            return engine.frames()
        }

        /// The picture at `time` with the strip drawn from its tile (drawn twice: the second frame
        /// copies the tile the first made) and card by card.
        static func pictures(_ spec: ResolvedSpec, at time: Double) throws
            -> (tiled: [UInt32], direct: [UInt32], tiles: Int)
        {
            let frames = Self.frames(spec, at: time), composer = SceneComposer(spec: spec)
            let tiled = try OffscreenCanvas(size: size)
            try tiled.draw(frames, composer: composer)
            try tiled.draw(frames, composer: composer)
            let direct = try OffscreenCanvas(size: size)
            direct.sceneDrawer.drawsStrips = false
            try direct.draw(frames, composer: composer)
            return (try tiled.pixels(), try direct.pixels(), tiled.sceneDrawer.strips.creations)
        }

        @Test(arguments: ["horizontal", "vertical"], [0.0, 0.37, 1.1, 2.9])
        func theStripFromItsTileIsPixelIdenticalToTheCards(axis: String, time: Double) throws {
            // Two items are enough for a period to come back in the 360-point-tall window.
            let pictures = try Self.pictures(try Self.marquee(axis: axis, count: axis == "vertical" ? 2 : 5), at: time)
            #expect(pictures.tiles == 1)
            #expect(GoldenImageTests.differingPixels(pictures.tiled, pictures.direct) == 0)
            #expect(pictures.tiled == pictures.direct)
        }

        @Test func aMovingStripKeepsAFewTiles() throws {
            // The shadow's edge depths follow the card's sub-pixel phase (whole, under or over a half
            // pixel): at most three tiles, however long the strip moves.
            let spec = try Self.marquee(axis: "horizontal"), composer = SceneComposer(spec: spec)
            let canvas = try OffscreenCanvas(size: Self.size)
            for step in 0..<60 { try canvas.draw(Self.frames(spec, at: 1 + Double(step) / 60), composer: composer) }
            #expect((1...3).contains(canvas.sceneDrawer.strips.creations))
        }

        @Test(arguments: ["horizontal", "vertical"], [0.0, 0.37, 1.1, 2.9])
        func cardsWhoseItemsDoNotComeBackAreCopiedFromCellsPixelIdentically(axis: String, time: Double) throws {
            // 40 items never repeat inside the window: no period is seen whole, so each card whose
            // neighbours are all in view gets a cell (one per card: the shadows do not reach past
            // the next card), and the ends are drawn card by card.
            let spec = try Self.marquee(axis: axis, count: 40)
            let pictures = try Self.pictures(spec, at: time)
            let cards = Self.frames(spec, at: time).first?.cards.count ?? 0
            #expect(pictures.tiles >= 1)
            #expect(pictures.tiles <= cards)
            #expect(GoldenImageTests.differingPixels(pictures.tiled, pictures.direct) == 0)
            #expect(pictures.tiled == pictures.direct)
        }

        @Test(arguments: ["horizontal", "vertical"])
        func cellsOverTheFramesBudgetAreDrawnCardByCardPixelIdentically(axis: String) throws {
            let spec = try Self.marquee(axis: axis, count: 40), composer = SceneComposer(spec: spec)
            let frames = Self.frames(spec, at: 0.37)
            let budgeted = try OffscreenCanvas(size: Self.size)
            budgeted.sceneDrawer.maxCellsPerFrame = 1
            try budgeted.draw(frames, composer: composer)
            let direct = try OffscreenCanvas(size: Self.size)
            direct.sceneDrawer.drawsStrips = false
            try direct.draw(frames, composer: composer)
            #expect(budgeted.sceneDrawer.strips.creations == 1)
            #expect(try budgeted.pixels() == direct.pixels())
        }

        @Test func aMovingStripWithoutAPeriodKeepsAFewCellsPerCard() throws {
            // Three phases of the shadows' edges at most, for each card that comes into view.
            let spec = try Self.marquee(axis: "horizontal", count: 40), composer = SceneComposer(spec: spec)
            let canvas = try OffscreenCanvas(size: Self.size)
            var items = Set<Int>()
            for step in 0..<60 {
                let frames = Self.frames(spec, at: 1 + Double(step) / 60)
                items.formUnion(frames.flatMap { $0.cards.map(\.item) })
                try canvas.draw(frames, composer: composer)
            }
            #expect(canvas.sceneDrawer.strips.creations >= 1)
            #expect(canvas.sceneDrawer.strips.creations <= 3 * items.count)
        }

        @Test func floorDivisionAndModuloRoundDown() {
            #expect(SceneDrawer.floorDivision(7, 3) == 2)
            #expect(SceneDrawer.floorDivision(-7, 3) == -3)
            #expect(SceneDrawer.floorDivision(-6, 3) == -2)
            #expect(SceneDrawer.modulo(-1, 7) == 6)
            #expect(SceneDrawer.modulo(14, 7) == 0)
        }
    }
}
