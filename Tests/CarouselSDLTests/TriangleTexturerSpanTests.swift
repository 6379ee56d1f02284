import Testing
@testable import CarouselSDL

/// `TriangleTexturer.copySpan` reads, for the span's k-th pixel, the texel
/// `(floor((nx + k dx) / area), floor((ny + k dy) / area))`: the quotients of numerators that
/// change linearly along the span, here divided out pixel by pixel.
@Suite struct TriangleTexturerSpanTests {
    /// A small linear congruential generator (fixed seeds, the same on every machine).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// `numerator / denominator` rounded down (`denominator` > 0).
    static func floorDivision(_ numerator: Int, _ denominator: Int) -> Int {
        let quotient = numerator / denominator
        return numerator % denominator < 0 ? quotient - 1 : quotient
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as [UInt64])
    func everyPixelReadsTheTexelOfItsNumeratorsQuotients(seed: UInt64) {
        var random = Random(state: seed)
        let width = 1 + random.next(300), height = 1 + random.next(300)
        let source = (0..<(width * height)).map { UInt32($0) }
        for _ in 0..<200 {
            // Areas from tiny to large, steps in either direction, spans of every length up to 700.
            let area = 1 + random.next([3, 100, 10_000, 5_000_000][random.next(4)])
            let pixels = 1 + random.next(700)
            let startX = random.next(width), startY = random.next(height)
            let endX = random.next(width), endY = random.next(height)
            // Numerators at the span's ends inside the texture: the steps reach (endX, endY).
            let numeratorX = startX * area + random.next(area), numeratorY = startY * area + random.next(area)
            let deltaX = pixels > 1 ? (endX * area - numeratorX) / (pixels - 1) : random.next(9) - 4
            let deltaY = pixels > 1 ? (endY * area - numeratorY) / (pixels - 1) : random.next(9) - 4
            let quotientStepX = Self.floorDivision(deltaX, area), quotientStepY = Self.floorDivision(deltaY, area)
            let steps = TriangleTexturer.SpanSteps(
                area: area, sourceWidth: width, sourceCount: source.count, quotientStepX: quotientStepX,
                remainderStepX: deltaX - quotientStepX * area, quotientStepY: quotientStepY,
                remainderStepY: deltaY - quotientStepY * area)
            var target = [UInt32](repeating: .max, count: pixels + 1)
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    guard let from = from.baseAddress, let to = to.baseAddress else { return }
                    TriangleTexturer.copySpan(
                        from: from, to: to, pixels: pixels, index: startY * width + startX,
                        remainderX: numeratorX - startX * area, remainderY: numeratorY - startY * area, steps: steps)
                }
            }
            let expected = (0..<pixels).map { k -> UInt32 in
                let x = Self.floorDivision(numeratorX + k * deltaX, area)
                let y = Self.floorDivision(numeratorY + k * deltaY, area)
                return UInt32(y * width + x)
            }
            #expect(Array(target[0..<pixels]) == expected, "area \(area), \(pixels) pixels")
            #expect(target[pixels] == .max, "nothing written past the span")
        }
    }
}
