/// Encodes frames as a looping animated WebP with libwebp's animation encoder; each frame
/// starts at its time from ``AnimationTiming`` in milliseconds.
final class WebPEncoder: AnimationEncoder {
    private let animation: WebPAnimation
    private let width: Int
    private let height: Int
    private let timing: AnimationTiming
    private var index = 0
    /// Set by ``finish()``: the frames of the assembled file.
    private(set) var storedFrames = 0

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
        let bytes = try animation.assemble(endMilliseconds: timing.start(ofFrame: index, unitsPerSecond: 1000))
        storedFrames = Self.frameCount(of: bytes)
        return bytes
    }

    /// The frames of a WebP file: its `ANMF` chunks, or 1 for a still image (libwebp writes an
    /// animation that ends up one frame long, equal frames merged, as a still WebP).
    static func frameCount(of bytes: [UInt8]) -> Int {
        // RIFF header (12 bytes), then chunks: a four-letter name, a little-endian size, the
        // payload padded to an even length.
        var offset = 12
        var frames = 0
        while offset + 8 <= bytes.count {
            let name = bytes[offset..<offset + 4]
            let size = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
            if name.elementsEqual("ANMF".utf8) { frames += 1 }
            offset += 8 + size + (size & 1)
        }
        return max(1, frames)
    }
}
