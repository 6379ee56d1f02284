/// One picture of an animation: opaque pixels, row by row, as 0xAARRGGBB (alpha is ignored).
public struct AnimationFrame: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` pixels, 0xAARRGGBB, top row first.
    public let pixels: [UInt32]

    /// A frame of `width` x `height` pixels; nil when `pixels` does not hold exactly that many or a side is < 1.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 1, height >= 1, width.multipliedReportingOverflow(by: height) == (pixels.count, false) else {
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }
}
