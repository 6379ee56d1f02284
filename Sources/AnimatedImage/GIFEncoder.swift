/// Encodes frames as a looping GIF89a with giflib: a NETSCAPE2.0 loop extension, a graphics
/// control extension per frame (its delay from ``AnimationTiming`` in centiseconds), and per
/// frame a local colour table of up to 256 colours from ``MedianCutQuantizer``.
///
/// Only the rectangle that changed since the previous frame is stored (disposal "do not
/// dispose", so the rest of the previous picture stays); decoders composite it as usual.
final class GIFEncoder: AnimationEncoder {
    private let file: GIFFile
    private let width: Int
    private let height: Int
    private let timing: AnimationTiming
    private var previous: AnimationFrame?
    private var index = 0

    /// Starts a GIF of `width` x `height` pixels (1 to 65,535 each) that loops forever.
    init(width: Int, height: Int, timing: AnimationTiming) throws(AnimationError) {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw AnimationError("GIF", "start", reason: "\(width)x\(height) pixels is not a GIF size (1 to 65535)")
        }
        self.width = width
        self.height = height
        self.timing = timing
        file = try GIFFile(width: width, height: height)
        try file.putLoopForever()
    }

    func add(_ frame: AnimationFrame) throws(AnimationError) {
        guard frame.width == width, frame.height == height else {
            throw AnimationError(
                "GIF", "add frame \(index + 1)",
                reason: "it is \(frame.width)x\(frame.height) pixels, the animation \(width)x\(height)")
        }
        let region = previous.map { PixelRegion.changed(from: $0, to: frame) } ?? .whole(frame)
        let quantized = MedianCutQuantizer().quantize(region.pixels(of: frame))
        let delay = timing.delay(ofFrame: index, unitsPerSecond: 100)
        try file.putFrame(
            region: region, delayCentiseconds: delay, palette: quantized.palette, indices: quantized.indices)
        previous = frame
        index += 1
    }

    /// Every frame added is kept.
    var storedFrames: Int { index }

    func finish() throws(AnimationError) -> [UInt8] {
        try file.close()
    }
}
