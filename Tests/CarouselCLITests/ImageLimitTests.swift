import Foundation
import Testing

/// Images are limited to 8192 pixels a side, read from the PNG, JPEG or BMP header by `check`.
@Suite struct ImageLimitTests {
    /// The first 24 bytes of a PNG of `width` × `height` pixels (signature and IHDR start).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    /// A JPEG with an APP0 segment, then a SOF0 frame header of `width` × `height` pixels.
    static func jpegHeader(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [
            0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
        ]
        bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data(bytes)
    }

    private func check(_ name: String, _ image: Data) throws -> RunResult {
        let folder = try TemporaryFolder()
        try folder.write(name, bytes: image)
        try folder.write(
            "a.carousel.toml", "[[carousel]]\nid = \"a\"\n[[carousel.items]]\ntitle = \"x\"\nimage = \"\(name)\"\n")
        return try CarouselProcess.run(["check", "a.carousel.toml"], in: folder.url)
    }

    @Test func pngOnePixelTooWideIsAnError() throws {
        let result = try check("wide.png", Self.pngHeader(width: 8193, height: 10))
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "`image` file \"wide.png\" is 8193×10 pixels; images are limited to 8192 pixels a side"))
    }

    @Test func pngAtTheLimitPasses() throws {
        let result = try check("edge.png", Self.pngHeader(width: 8192, height: 8192))
        #expect(result.status == 0)
    }

    @Test func jpegTooTallIsAnErrorAndAtTheLimitPasses() throws {
        let tall = try check("tall.jpg", Self.jpegHeader(width: 100, height: 9000))
        #expect(tall.status == 1)
        #expect(tall.stdout.contains("is 100×9000 pixels"))
        let edge = try check("edge.jpg", Self.jpegHeader(width: 8192, height: 8192))
        #expect(edge.status == 0)
    }
}
