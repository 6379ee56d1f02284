import Testing

@testable import AnimatedImage

/// The rectangle a GIF frame stores: what changed since the previous frame.
@Suite struct PixelRegionTests {
    static func frame(_ width: Int, _ height: Int, set: [(Int, Int)] = []) -> AnimationFrame? {
        var pixels = [UInt32](repeating: 0xFF10_2030, count: width * height)
        for (x, y) in set { pixels[y * width + x] = 0xFFFF_FFFF }
        return AnimationFrame(width: width, height: height, pixels: pixels)
    }

    @Test func boundsEveryChangedPixel() throws {
        let before = try #require(Self.frame(8, 6))
        let after = try #require(Self.frame(8, 6, set: [(2, 1), (5, 4), (3, 3)]))
        #expect(PixelRegion.changed(from: before, to: after) == PixelRegion(x: 2, y: 1, width: 4, height: 4))
    }

    @Test func anUnchangedFrameIsOnePixelAndAlphaIsIgnored() throws {
        let before = try #require(Self.frame(4, 4))
        let after = try #require(AnimationFrame(width: 4, height: 4, pixels: before.pixels.map { $0 & 0x00FF_FFFF }))
        #expect(PixelRegion.changed(from: before, to: after) == PixelRegion(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func pixelsAreTheRegionsRows() throws {
        let frame = try #require(AnimationFrame(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6]))
        #expect(PixelRegion(x: 1, y: 0, width: 2, height: 2).pixels(of: frame) == [2, 3, 5, 6])
        #expect(PixelRegion(x: 0, y: 1, width: 1, height: 1).pixels(of: frame) == [4])
    }

    @Test func aFrameNeedsExactlyWidthTimesHeightPixels() {
        #expect(AnimationFrame(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
        #expect(AnimationFrame(width: 0, height: 2, pixels: []) == nil)
        #expect(AnimationFrame(width: Int.max, height: 2, pixels: []) == nil)
    }
}
