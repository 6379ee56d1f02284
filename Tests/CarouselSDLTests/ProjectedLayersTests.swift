import CarouselDisk
import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Turned cards drawn through their layers (`ProjectedLayers`): drawn once while at rest, and
    /// the same picture as the mesh blended straight onto the frame up to the blend's rounding on
    /// the cards' anti-aliased rims.
    @Suite struct ProjectedLayersTests {
        static func spec(_ effect: String) throws -> ResolvedSpec {
            let name = "specs/effect-\(effect)-horizontal.carousel.toml"
            let path = GoldenImageTests.folder.appendingPathComponent(name).path
            guard case .success(let loaded) = SpecLoader.disk().load(path: path) else {
                throw SDLError("compile \(path)")
            }
            return loaded.spec
        }

        /// The largest difference of one channel between two pictures, and how many pixels differ at all.
        static func difference(_ a: [UInt32], _ b: [UInt32]) -> (largest: Int, pixels: Int) {
            var largest = 0, pixels = 0
            for (p, q) in zip(a, b) where p != q {
                pixels += 1
                for shift in [0, 8, 16] {
                    largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
                }
            }
            return (largest, pixels)
        }

        @Test(arguments: ["coverflow", "cylinder", "wheel"])
        func aCardAtRestDrawsItsLayerOnceAndLooksLikeTheMesh(effect: String) throws {
            let spec = try Self.spec(effect), composer = SceneComposer(spec: spec)
            var engine = Engine(scene: spec.scene)
            _ = engine.advance(to: 0.5)
            let frames = engine.frames()
            let layered = try OffscreenCanvas(size: engine.scene.windowSize)
            try layered.draw(frames, composer: composer)
            let drawn = layered.sceneDrawer.projectedLayers.draws
            #expect(drawn > 0)
            for _ in 0..<3 { try layered.draw(frames, composer: composer) }
            #expect(layered.sceneDrawer.projectedLayers.draws == drawn)
            let direct = try OffscreenCanvas(size: engine.scene.windowSize)
            direct.sceneDrawer.drawsTurnedCardsInLayers = false
            try direct.draw(frames, composer: composer)
            let pixels = try layered.pixels()
            let difference = Self.difference(pixels, try direct.pixels())
            // SDL blends the layer with its surface blitter and a triangle with its generic one; their
            // rounding differs where alpha is neither 0 nor 255: the cards' one-pixel anti-aliased rims.
            #expect(difference.largest <= 2)
            #expect(difference.pixels < pixels.count / 100)
        }
    }
}
