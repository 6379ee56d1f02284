/// Resizes 32-bit ARGB pixels with a tent filter, separably: bilinear when enlarging, and an area
/// average over `1 / scale` source pixels when reducing (no aliasing however large the reduction).
///
/// Colours are filtered premultiplied by their alpha, so transparent pixels bleed no colour.
/// Pure Swift on plain arrays: testable without SDL.
struct ImageResampler {
    /// Source pixels, row by row, `0xAARRGGBB`.
    let pixels: [UInt32]
    /// Source size in pixels.
    let width: Int
    let height: Int

    /// The image resized to `newWidth` x `newHeight` pixels (both at least 1).
    func resized(to newWidth: Int, _ newHeight: Int) -> [UInt32] {
        let newWidth = max(1, newWidth), newHeight = max(1, newHeight)
        guard width > 0, height > 0 else { return Array(repeating: 0, count: newWidth * newHeight) }
        if newWidth == width, newHeight == height { return pixels }
        var planes = [Float](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let pixel = pixels[index]
            let alpha = Float(pixel >> 24) / 255
            planes[index * 4] = alpha
            planes[index * 4 + 1] = Float((pixel >> 16) & 0xFF) * alpha
            planes[index * 4 + 2] = Float((pixel >> 8) & 0xFF) * alpha
            planes[index * 4 + 3] = Float(pixel & 0xFF) * alpha
        }
        let across = Self.weights(from: width, to: newWidth)
        var rows = [Float](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for x in 0..<newWidth {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for tap in across[x] {
                    let at = (y * width + tap.index) * 4
                    sum.0 += planes[at] * tap.weight
                    sum.1 += planes[at + 1] * tap.weight
                    sum.2 += planes[at + 2] * tap.weight
                    sum.3 += planes[at + 3] * tap.weight
                }
                let out = (y * newWidth + x) * 4
                (rows[out], rows[out + 1], rows[out + 2], rows[out + 3]) = sum
            }
        }
        let down = Self.weights(from: height, to: newHeight)
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for tap in down[y] {
                    let at = (tap.index * newWidth + x) * 4
                    sum.0 += rows[at] * tap.weight
                    sum.1 += rows[at + 1] * tap.weight
                    sum.2 += rows[at + 2] * tap.weight
                    sum.3 += rows[at + 3] * tap.weight
                }
                result[y * newWidth + x] = Self.pack(sum)
            }
        }
        return result
    }

    /// One source pixel's share of a destination pixel.
    struct Tap {
        let index: Int
        let weight: Float
    }

    /// For each of `count` destination pixels along an axis, the source pixels of a `source`-long
    /// axis it reads and their weights (summing to 1): a tent as wide as one destination pixel
    /// in source pixels, and at least one source pixel, centred on the destination pixel's centre.
    static func weights(from source: Int, to count: Int) -> [[Tap]] {
        let step = Double(source) / Double(count)
        let radius = max(1, step)
        return (0..<count).map { index in
            let centre = (Double(index) + 0.5) * step - 0.5
            let first = Int((centre - radius).rounded(.up)), last = Int((centre + radius).rounded(.down))
            var taps: [Tap] = []
            var total = 0.0
            for position in first...last {
                let weight = max(0, 1 - abs(Double(position) - centre) / radius)
                guard weight > 0 else { continue }
                let clamped = min(source - 1, max(0, position))
                taps.append(Tap(index: clamped, weight: Float(weight)))
                total += weight
            }
            guard total > 0 else { return [Tap(index: min(source - 1, max(0, Int(centre.rounded()))), weight: 1)] }
            return taps.map { Tap(index: $0.index, weight: $0.weight / Float(total)) }
        }
    }

    /// Premultiplied (alpha 0...1, colours 0...255 times alpha) back to `0xAARRGGBB`.
    private static func pack(_ value: (Float, Float, Float, Float)) -> UInt32 {
        let alpha = min(1, max(0, value.0))
        guard alpha > 0.5 / 255 else { return 0 }
        func channel(_ premultiplied: Float) -> UInt32 {
            UInt32(min(255, max(0, premultiplied / alpha)).rounded())
        }
        return UInt32((alpha * 255).rounded()) << 24 | channel(value.1) << 16 | channel(value.2) << 8
            | channel(value.3)
    }
}
