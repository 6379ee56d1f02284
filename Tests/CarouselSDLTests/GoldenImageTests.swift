import CarouselDisk
import CarouselSpec
import CarouselEngine
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Headless golden images, one per kind and axis, drawn by the same code as `carousel render`.
    ///
    /// Compared per pixel with a small tolerance (anti-aliasing and font hinting may differ by a
    /// few levels). Re-record deliberately after a visual change:
    /// `CAROUSEL_RECORD_GOLDEN=1 swift test --filter GoldenImageTests`, then look at the PNGs.
    @Suite struct GoldenImageTests {
        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
        /// A channel may differ by this much before the pixel counts as different.
        static let channelTolerance = 24
        /// At most this fraction of pixels may differ.
        static let pixelTolerance = 0.004

        static let names = [
            "paging-horizontal", "paging-vertical", "stack-horizontal", "stack-vertical",
            "marquee-horizontal", "marquee-vertical", "focus-horizontal", "focus-vertical", "empty",
        ]

        @Test(arguments: names)
        func matchesGoldenImage(_ name: String) throws {
            let specPath = Self.folder.appendingPathComponent("specs/\(name).carousel.toml").path
            let golden = Self.folder.appendingPathComponent("\(name).png").path
            guard case .success(let loaded) = SpecLoader.disk().load(path: specPath) else {
                Issue.record("\(specPath) does not compile")
                return
            }
            var player = ScenePlayer(spec: loaded.spec, script: nil, size: nil)
            player.play(until: 0.5)
            let canvas = try OffscreenCanvas(size: player.engine.scene.windowSize)
            try canvas.draw(player.engine.frames(), spec: loaded.spec)
            if ProcessInfo.processInfo.environment["CAROUSEL_RECORD_GOLDEN"] == "1" {
                try canvas.savePNG(to: golden)
                return
            }
            guard FileManager.default.fileExists(atPath: golden) else {
                Issue.record(
                    "missing \(golden); record it with CAROUSEL_RECORD_GOLDEN=1 swift test --filter GoldenImageTests")
                return
            }
            let expected = try SDLSurface(imageAt: golden).converted(to: SDLBridge.argbPixelFormat)
            let actual = try canvas.pixels()
            #expect(expected.width == Int(canvas.size.width) && expected.height == Int(canvas.size.height))
            let differing = Self.differingPixels(try expected.pixels32(), actual)
            let limit = Int(Double(actual.count) * Self.pixelTolerance)
            if differing > limit {
                let saved = ShotFolder.path("golden-actual-\(name).png")
                try canvas.savePNG(to: saved)
                Issue.record("\(name): \(differing) pixels differ (limit \(limit)); actual picture saved to \(saved)")
            }
        }

        @Test func comparisonCountsChangedPixelsOnly() {
            let base: [UInt32] = [0xFF10_2030, 0xFF10_2030, 0xFF10_2030]
            #expect(Self.differingPixels(base, [0xFF10_2030, 0xFF1A_2030, 0xFF10_2030]) == 0)
            #expect(Self.differingPixels(base, [0xFF10_2030, 0xFFF0_2030, 0xFF10_20FF]) == 2)
            #expect(Self.differingPixels(base, [0xFF10_2030]) == 3)
        }

        /// Pixels whose red, green or blue differ by more than the tolerance (a size mismatch counts all).
        static func differingPixels(_ expected: [UInt32], _ actual: [UInt32]) -> Int {
            guard expected.count == actual.count else { return max(expected.count, actual.count) }
            var count = 0
            for (a, b) in zip(expected, actual) where a != b {
                for shift: UInt32 in [0, 8, 16] {
                    let delta = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    if delta > channelTolerance { count += 1; break }
                }
            }
            return count
        }
    }
}
