import CarouselTestSupport
import Testing

@testable import AnimatedImage

/// The GIF palette: exact for few colours, close for many, grey stays grey.
@Suite struct MedianCutQuantizerTests {
    /// A fixed-seed generator (``SplitMix64``, shared by the test targets) for reproducible pixels.
    typealias Seeded = SplitMix64

    @Test func fewColoursAreKeptExactly() {
        let pixels: [UInt32] = [0xFF1C_1C1E, 0xFF2C_2C2E, 0xFF20_4030, 0xFF1C_1C1E, 0xFFFF_FFFF]
        let result = MedianCutQuantizer().quantize(pixels)
        #expect(result.palette.count == 4)
        #expect(zip(pixels, result.indices).allSatisfy { $0 & 0xFF_FFFF == result.palette[Int($1)] })
    }

    @Test func manyColoursStayWithinTwoCellsAndUseAtMost256Entries() {
        var random = Seeded(seed: 12)
        let pixels = (0..<20_000).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        let result = MedianCutQuantizer().quantize(pixels)
        #expect(result.palette.count == 256)
        var total = 0.0
        for (pixel, index) in zip(pixels, result.indices) {
            let color = result.palette[Int(index)]
            for shift in [16, 8, 0] as [UInt32] {
                total += abs(Double(Int((pixel >> shift) & 0xFF) - Int((color >> shift) & 0xFF)))
            }
        }
        // Uniform noise in 256 boxes: about 32 levels per box side, so about 8 per channel on average.
        #expect(total / Double(pixels.count * 3) < 12)
    }

    @Test func aSmallGreyAreaNextToALargeGreenOneStaysGrey() {
        var random = Seeded(seed: 5)
        // A photo-like spread of greens (many pixels) and one flat dark grey (few).
        var pixels: [UInt32] = []
        for _ in 0..<30_000 {
            let red: UInt32 = UInt32.random(in: 0x10...0x40, using: &random) << 16
            let green: UInt32 = UInt32.random(in: 0x30...0xA0, using: &random) << 8
            let blue: UInt32 = UInt32.random(in: 0x10...0x50, using: &random)
            pixels.append(0xFF00_0000 | red | green | blue)
        }
        pixels += Array(repeating: 0xFF1C_1C1E, count: 300)
        let result = MedianCutQuantizer().quantize(pixels)
        let grey = result.palette[Int(result.indices[pixels.count - 1])]
        #expect(grey == 0x1C_1C1E, "grey became #\(String(grey, radix: 16))")
    }

    @Test func emptyAndSingleColourInputs() {
        #expect(MedianCutQuantizer().quantize([]) == .init(palette: [], indices: []))
        #expect(
            MedianCutQuantizer().quantize([0xFF12_3456, 0xFF12_3456]) == .init(palette: [0x12_3456], indices: [0, 0]))
    }

    @Test func maxColorsLimitsThePalette() {
        let pixels: [UInt32] = (0..<64).map { (value: UInt32) in 0xFF00_0000 | value << 18 }
        #expect(MedianCutQuantizer(maxColors: 8).quantize(pixels).palette.count == 8)
    }
}
