import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// `SceneDrawer.prepareFaces`: the faces the demo window makes while idle for the scenes it
    /// expects next, and `FrameStats`' account of them.
    @Suite struct FacesAheadTests {
        let size = Size(width: 400, height: 300)
        let content = SceneComposer(
            spec: Fixtures.spec(items: [
                Fixtures.item("One", Fixtures.red, subtitle: "First card"), Fixtures.item("Two", Fixtures.blue),
            ]))

        /// The first card alone in view, or both.
        func frame(both: Bool) -> CarouselFrame {
            let first = Fixtures.card(0, Rect(x: 20, y: 60, width: 180, height: 150))
            let second = Fixtures.card(1, Rect(x: 220, y: 60, width: 160, height: 150))
            return Fixtures.frame(cards: both ? [first, second] : [first], itemCount: 2)
        }

        @Test func aFaceMadeAheadIsTheOneTheFrameCompositesAndLooksTheSame() throws {
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw([frame(both: false)], composer: content)
            #expect(canvas.cardFaces == 1)
            let next = try canvas.scene([frame(both: true)], composer: content)
            // The first card's face is cached: only the second is made, one per call.
            #expect(try canvas.sceneDrawer.prepareFaces(in: next, limit: 1) == 1)
            #expect(try canvas.sceneDrawer.prepareFaces(in: next, limit: 1) == 0)
            #expect(canvas.sceneDrawer.painter.cards.prepared == 1)
            // The frame that brings the second card into view makes no face.
            try canvas.draw([frame(both: true)], composer: content)
            #expect(canvas.cardFaces == 1)
            let fresh = try OffscreenCanvas(size: size)
            try fresh.draw([frame(both: true)], composer: content)
            #expect(fresh.cardFaces == 2)
            #expect(GoldenImageTests.differingPixels(try canvas.pixels(), try fresh.pixels()) == 0)
        }

        @Test func theLimitBoundsTheFacesMadePerCall() throws {
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw([], composer: content)
            let scene = try canvas.scene([frame(both: true)], composer: content)
            #expect(try canvas.sceneDrawer.prepareFaces(in: scene, limit: 1) == 1)
            #expect(try canvas.sceneDrawer.prepareFaces(in: scene, limit: 5) == 1)
            #expect(try canvas.sceneDrawer.prepareFaces(in: scene, limit: 5) == 0)
        }

        @Test func statsGiveTheFacesMadeAheadApartFromTheFrames() {
            var stats = FrameStats()
            stats.record(end: 0, draw: 0.002, frame: 0.016)
            #expect(!stats.summary.contains("made ahead"))
            stats.recordAhead(faces: 2, cpu: 0.030)
            stats.recordAhead(faces: 0, cpu: 0.001)
            #expect(stats.summary.hasSuffix("; 2 card faces made ahead while idle in 31.00 ms CPU"))
        }
    }
}
