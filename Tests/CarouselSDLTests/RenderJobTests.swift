import CarouselEngine
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct RenderJobTests {
        @Test func sequencesAreNumberedPNGFilesInTheFolder() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
                .path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red), Fixtures.item("Two", Fixtures.blue)])
            let outcome = try RenderJob.run(RenderRequest(output: folder, time: 0, frames: 3, every: 0.1), spec: spec)
            let written = outcome.written
            #expect(outcome.warnings.isEmpty)
            #expect(
                written.map { ($0 as NSString).lastPathComponent } == [
                    "frame-0001.png", "frame-0002.png", "frame-0003.png",
                ])
            for path in written {
                let picture = try SDLSurface(imageAt: path)
                #expect(picture.width == 400 && picture.height == 300)
            }
        }

        @Test func scaleTwoDoublesThePixelsAndSizeOverridesTheSpec() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png")
                .path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red)])
            _ = try RenderJob.run(
                RenderRequest(output: path, size: Size(width: 320, height: 240), scale: 2), spec: spec)
            let picture = try SDLSurface(imageAt: path)
            #expect(picture.width == 640 && picture.height == 480)
        }

        @Test func frameNamesArePaddedToFourDigits() {
            #expect(RenderJob.frameName(7) == "frame-0007.png")
            #expect(RenderJob.frameName(12345) == "frame-12345.png")
        }
    }
}
