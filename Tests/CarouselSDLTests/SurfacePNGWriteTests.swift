import Foundation
import Testing

@testable import CarouselSDL

extension SDLTests {
    /// Issue 21: `render -o`, `--frames` and the demo's screenshots wrote PNGs with
    /// `IMG_SavePNG`, which opens the path itself (through any link, truncating in place); now
    /// the PNG is streamed into `HostFile`'s hardened temporary file and renamed over the path.
    @Suite struct SurfacePNGWriteTests {
        private func surface() throws -> SDLSurface {
            let surface = try SDLSurface(width: 4, height: 3, format: SDLBridge.opaquePixelFormat)
            try surface.writeRows32("test image") { _, line in
                for column in 0..<4 { line[column] = 0xFF33_6699 }
            }
            return surface
        }

        @Test func aLinkAtThePathIsReplacedNotWrittenThrough() throws {
            let root = NSTemporaryDirectory() + "carousel-png-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: root) }
            let victim = root + "/victim.txt"
            try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
            let path = root + "/out/frame.png"
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
            try surface().savePNG(to: path)
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
            let written = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out") == ["frame.png"])
        }

        @Test func aFolderThatIsMissingIsAnError() throws {
            let root = NSTemporaryDirectory() + "carousel-png-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(throws: SDLError.self) { try surface().savePNG(to: root + "/no-such-folder/frame.png") }
        }
    }
}
