extension TriangleTexturer {
    /// How a span's texel index moves from one pixel to the next, for a triangle whose two texel
    /// numerators change by fixed amounts along x (see ``TriangleTexturer``): the quotients' steps
    /// folded into one index step, the remainders' steps below `area`, and the same for four
    /// pixels at once.
    struct SpanSteps {
        /// The divisor of both numerators (the triangle's doubled area, > 0).
        let area: Int
        /// Texels per row of the source.
        let sourceWidth: Int
        /// The index's step per pixel without carries, and the remainders' steps (`0..<area`).
        let indexStep: Int, remainderStepX: Int, remainderStepY: Int
        /// The same over four pixels.
        let indexStep4: Int, remainderStep4X: Int, remainderStep4Y: Int
        /// Whether indices and remainders (twice the area) stay within 32-bit lanes.
        let fitsLanes: Bool

        /// The steps of numerators that change by `quotientStep * area + remainderStep` per pixel
        /// (`0 <= remainderStep < area`) along x and y, in a source of `sourceCount` texels.
        init(
            area: Int, sourceWidth: Int, sourceCount: Int, quotientStepX: Int, remainderStepX: Int,
            quotientStepY: Int, remainderStepY: Int
        ) {
            self.area = area
            self.sourceWidth = sourceWidth
            indexStep = quotientStepY &* sourceWidth &+ quotientStepX
            self.remainderStepX = remainderStepX
            self.remainderStepY = remainderStepY
            // Four steps: the quotients' four steps plus the carries of four remainder steps.
            let carryX = 4 * remainderStepX / area, carryY = 4 * remainderStepY / area
            indexStep4 = 4 &* indexStep &+ carryX &+ carryY &* sourceWidth
            remainderStep4X = 4 * remainderStepX - carryX * area
            remainderStep4Y = 4 * remainderStepY - carryY * area
            let limit = 1 << 30
            fitsLanes = area < limit && abs(indexStep4) < limit && sourceWidth < limit && sourceCount < limit
        }
    }

    /// Copies `pixels` texels into `target`, the first at `index` with remainders `remainderX`,
    /// `remainderY` (`0..<area`), each next one `steps` on: the remainders grow by their steps and
    /// carry one texel (along x) or one row (along y) when they reach the area, exactly as the
    /// per-pixel divisions would round.
    ///
    /// Four pixels advance together in 32-bit lanes (each lane four pixels ahead of where it was,
    /// with one carry test per remainder), which keeps the loop's state in vector registers
    /// instead of spilling a dozen scalars; the last pixels, and triangles whose area does not
    /// leave room in 32 bits, go one by one.
    static func copySpan(
        from source: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>, pixels: Int, index: Int,
        remainderX: Int, remainderY: Int, steps: SpanSteps
    ) {
        var index = index, remainderX = remainderX, remainderY = remainderY, offset = 0
        let area = steps.area, width = steps.sourceWidth
        if pixels >= 8, steps.fitsLanes {
            var lanes = SIMD4<Int32>(), lanesX = SIMD4<Int32>(), lanesY = SIMD4<Int32>()
            for lane in 0..<4 {
                lanes[lane] = Int32(truncatingIfNeeded: index)
                lanesX[lane] = Int32(truncatingIfNeeded: remainderX)
                lanesY[lane] = Int32(truncatingIfNeeded: remainderY)
                step(&index, &remainderX, &remainderY, steps)
            }
            let areas = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: area))
            let stepX = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: steps.remainderStep4X))
            let stepY = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: steps.remainderStep4Y))
            let indexStep = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: steps.indexStep4))
            let ones = SIMD4<Int32>(repeating: 1), rows = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: width))
            let zeros = SIMD4<Int32>()
            let end = pixels & ~3
            while offset < end {
                target[offset] = source[Int(lanes[0])]
                target[offset &+ 1] = source[Int(lanes[1])]
                target[offset &+ 2] = source[Int(lanes[2])]
                target[offset &+ 3] = source[Int(lanes[3])]
                offset &+= 4
                lanesX &+= stepX
                lanesY &+= stepY
                let carryX = lanesX .>= areas, carryY = lanesY .>= areas
                lanesX = lanesX.replacing(with: lanesX &- areas, where: carryX)
                lanesY = lanesY.replacing(with: lanesY &- areas, where: carryY)
                lanes &+=
                    indexStep &+ zeros.replacing(with: ones, where: carryX)
                    &+ zeros.replacing(with: rows, where: carryY)
            }
            index = Int(lanes[0])
            remainderX = Int(lanesX[0])
            remainderY = Int(lanesY[0])
        }
        while offset < pixels {
            target[offset] = source[index]
            offset &+= 1
            step(&index, &remainderX, &remainderY, steps)
        }
    }

    /// One pixel on: the remainders grow by their steps, and a remainder that reaches the area
    /// carries one texel (x) or one row (y) into the index.
    @inline(__always)
    private static func step(_ index: inout Int, _ remainderX: inout Int, _ remainderY: inout Int, _ t: SpanSteps) {
        remainderX &+= t.remainderStepX
        remainderY &+= t.remainderStepY
        // -1 while a remainder stays below the area, 0 when it reaches it (a carry).
        let keepX = (remainderX &- t.area) >> 63, keepY = (remainderY &- t.area) >> 63
        remainderX &-= t.area & ~keepX
        remainderY &-= t.area & ~keepY
        index &+= t.indexStep &+ (1 &+ keepX) &+ (1 &+ keepY) &* t.sourceWidth
    }
}
