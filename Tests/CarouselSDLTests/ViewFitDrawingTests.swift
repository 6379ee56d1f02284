import CarouselEngine
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// `render --size` smaller than the spec's window scales the whole scene down, centred, with bars
    /// of the background (issue 9: a fixed layout used to be cut hard); a larger one lays out again.
    @Suite struct ViewFitDrawingTests {
        static func render(_ size: Size) throws -> (pixels: [UInt32], width: Int, height: Int) {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString).png")
                .path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red)])
            _ = try RenderJob.run(RenderRequest(output: path, time: 1, size: size), spec: spec)
            let picture = try SDLSurface(imageAt: path)
            let pixels = try picture.converted(to: SDLBridge.argbPixelFormat).pixels32()
            return (pixels, picture.width, picture.height)
        }

        static func isRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 180 && p.g < 90 && p.b < 90 }
        static func isBackground(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r < 30 && p.g < 30 && p.b < 30 }

        @Test func aSmallerWindowShowsTheWholeSceneScaledAndCentred() throws {
            // The 400x300 spec in a 200x300 window: scale 0.5, the scene 200x150 at y = 75.
            let (pixels, width, height) = try Self.render(Size(width: 200, height: 300))
            #expect(width == 200 && height == 300)
            let pixel = { (x: Int, y: Int) in Fixtures.pixel(pixels, width: width, x, y) }
            // The page (scene x 20..380, y 36..268) lands at x 10..190, y 93..209.
            #expect(Self.isRed(pixel(100, 150)), "\(pixel(100, 150))")
            #expect(Self.isRed(pixel(14, 100)), "\(pixel(14, 100))")
            // Bars above and below are the background; cutting the layout would put the page there.
            #expect(Self.isBackground(pixel(100, 250)), "\(pixel(100, 250))")
            #expect(Self.isBackground(pixel(100, 40)), "\(pixel(100, 40))")
        }

        @Test func aLargerWindowLaysTheCarouselsOutAgain() throws {
            let (pixels, width, height) = try Self.render(Size(width: 800, height: 600))
            #expect(width == 800 && height == 600)
            // The page fills the wider frame (x 20..780), unscaled.
            #expect(Self.isRed(Fixtures.pixel(pixels, width: width, 760, 300)))
            #expect(Self.isRed(Fixtures.pixel(pixels, width: width, 40, 540)))
        }
    }
}
