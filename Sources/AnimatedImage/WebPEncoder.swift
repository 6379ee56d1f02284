/// Encodes frames as a looping animated WebP with libwebp's animation encoder; each frame
/// starts at its time from ``AnimationTiming`` in milliseconds.
final class WebPEncoder: AnimationEncoder {
    private let animation: WebPAnimation
    private let width: Int
    private let height: Int
    private let timing: AnimationTiming
    private var index = 0

    /// Starts an animated WebP of `width` x `height` pixels.
    init(width: Int, height: Int, timing: AnimationTiming) throws(AnimationError) {
        animation = try WebPAnimation(width: width, height: height)
        self.width = width
        self.height = height
        self.timing = timing
    }

    func add(_ frame: AnimationFrame) throws(AnimationError) {
        guard frame.width == width, frame.height == height else {
            throw AnimationError(
                "WebP", "add frame \(index + 1)",
                reason: "it is \(frame.width)x\(frame.height) pixels, the animation \(width)x\(height)")
        }
        try animation.add(frame.pixels, timestampMilliseconds: timing.start(ofFrame: index, unitsPerSecond: 1000))
        index += 1
    }

    func finish() throws(AnimationError) -> [UInt8] {
        try animation.assemble(endMilliseconds: timing.start(ofFrame: index, unitsPerSecond: 1000))
    }
}
