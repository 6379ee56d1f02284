import CarouselDisk
import CarouselSpec
import CarouselEngine
import CarouselScript
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Headless golden images of every effect on both axes, held mid-drag (60 points along the
    /// axis, Tests/Golden/specs/effect-drag-AXIS.json), compared like ``GoldenImageTests``.
    /// Re-record deliberately after a visual change:
    /// `CAROUSEL_RECORD_GOLDEN=1 swift test --filter EffectGoldenImageTests`, then look at the PNGs.
    @Suite struct EffectGoldenImageTests {
        static let effects = [
            "slide", "fade", "coverflow", "rotary", "inverted-rotary", "cylinder", "inverted-cylinder",
            "wheel", "inverted-wheel", "time-machine", "inverted-time-machine", "cube", "flip", "cards", "custom",
        ]
        static let names = effects.flatMap { ["effect-\($0)-horizontal", "effect-\($0)-vertical"] }

        @Test(arguments: names)
        func matchesGoldenImage(_ name: String) throws {
            let folder = GoldenImageTests.folder
            let specPath = folder.appendingPathComponent("specs/\(name).carousel.toml").path
            let axis = name.hasSuffix("vertical") ? "vertical" : "horizontal"
            let scriptText = try String(
                contentsOf: folder.appendingPathComponent("specs/effect-drag-\(axis).json"), encoding: .utf8)
            let golden = folder.appendingPathComponent("\(name).png").path
            guard case .success(let loaded) = SpecLoader.disk().load(path: specPath) else {
                Issue.record("\(specPath) does not compile")
                return
            }
            var player = ScenePlayer(spec: loaded.spec, script: try InputScript.read(scriptText), size: nil)
            player.play(until: 0.5)
            let canvas = try OffscreenCanvas(size: player.engine.scene.windowSize)
            try canvas.draw(player.engine.frames(), spec: loaded.spec)
            if ProcessInfo.processInfo.environment["CAROUSEL_RECORD_GOLDEN"] == "1" {
                try canvas.savePNG(to: golden)
                return
            }
            guard FileManager.default.fileExists(atPath: golden) else {
                let how = "CAROUSEL_RECORD_GOLDEN=1 swift test --filter EffectGoldenImageTests"
                Issue.record("missing \(golden); record it with \(how)")
                return
            }
            let expected = try SDLSurface(imageAt: golden).converted(to: SDLBridge.argbPixelFormat)
            let actual = try canvas.pixels()
            let differing = GoldenImageTests.differingPixels(try expected.pixels32(), actual)
            let limit = Int(Double(actual.count) * GoldenImageTests.pixelTolerance)
            if differing > limit {
                let saved = ShotFolder.path("golden-actual-\(name).png")
                try canvas.savePNG(to: saved)
                Issue.record("\(name): \(differing) pixels differ (limit \(limit)); actual picture saved to \(saved)")
            }
        }
    }
}
