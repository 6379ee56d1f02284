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
        var planes = [SIMD4<Float>](repeating: .zero, count: width * height)
        for index in 0..<(width * height) {
            let pixel = pixels[index]
            let alpha = Float(pixel >> 24) / 255
            planes[index] =
                SIMD4(
                    1, Float((pixel >> 16) & 0xFF), Float((pixel >> 8) & 0xFF), Float(pixel & 0xFF)) * alpha
        }
        let across = Taps(Self.weights(from: width, to: newWidth))
        let down = Taps(Self.weights(from: height, to: newHeight))
        var rows = [SIMD4<Float>](repeating: .zero, count: newWidth * height)
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        // Unchecked buffers in the inner loops: every index comes from `weights`, which clamps
        // it to the axis (checked by the tests), and this runs once per image size, over
        // millions of pixels.
        planes.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<height {
                    let line = y * width
                    for x in 0..<newWidth {
                        var sum = SIMD4<Float>.zero
                        for tap in across.range(x) {
                            sum += source[line + across.indices[tap]] * across.weights[tap]
                        }
                        rows[y * newWidth + x] = sum
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { rows in
            result.withUnsafeMutableBufferPointer { result in
                for y in 0..<newHeight {
                    for x in 0..<newWidth {
                        var sum = SIMD4<Float>.zero
                        for tap in down.range(y) {
                            sum += rows[down.indices[tap] * newWidth + x] * down.weights[tap]
                        }
                        result[y * newWidth + x] = Self.pack(sum)
                    }
                }
            }
        }
        return result
    }

    /// The taps of every destination pixel of an axis in three flat arrays (no array per pixel).
    struct Taps {
        /// Where each destination pixel's taps start in `indices` / `weights`; one more at the end.
        let starts: [Int]
        let indices: [Int]
        let weights: [Float]

        init(_ perPixel: [[Tap]]) {
            var starts = [0]
            var indices: [Int] = [], weights: [Float] = []
            for taps in perPixel {
                for tap in taps {
                    indices.append(tap.index)
                    weights.append(tap.weight)
                }
                starts.append(indices.count)
            }
            self.starts = starts
            self.indices = indices
            self.weights = weights
        }

        /// The taps of destination pixel `pixel`.
        @inline(__always) func range(_ pixel: Int) -> Range<Int> { starts[pixel]..<starts[pixel + 1] }
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
    private static func pack(_ value: SIMD4<Float>) -> UInt32 {
        let alpha = min(1, max(0, value.x))
        guard alpha > 0.5 / 255 else { return 0 }
        func channel(_ premultiplied: Float) -> UInt32 {
            // Non-negative, so adding a half and truncating rounds to nearest (no libm call).
            UInt32(min(255, max(0, premultiplied / alpha)) + 0.5)
        }
        return UInt32(alpha * 255 + 0.5) << 24 | channel(value.y) << 16 | channel(value.z) << 8
            | channel(value.w)
    }
}
