import CWebP
import LazyLibraries

/// Every libwebp call of the package: libwebpmux's `WebPAnimEncoder` (it finds the changed
/// rectangle of each frame and picks key frames itself), lossy frames at quality 85, loop forever.
final class WebPAnimation {
    private let encoder: OpaquePointer
    private let width: Int
    private let height: Int
    private var config = WebPConfig()

    /// Starts an animation of `width` x `height` pixels (1 to 16,383 each) that loops forever.
    init(width: Int, height: Int) throws(AnimationError) {
        guard (1...16_383).contains(width), (1...16_383).contains(height) else {
            throw AnimationError("WebP", "start", reason: "\(width)x\(height) pixels is not a WebP size (1 to 16383)")
        }
        do {
            try LazyLibrary.load([.webp, .webpmux])  // not loaded at process start
        } catch {
            throw AnimationError("WebP", "start", reason: "\(error)")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw AnimationError("WebP", "start", reason: "libwebp: version mismatch")
        }
        options.anim_params.loop_count = 0
        config.quality = 85
        config.method = 4
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw AnimationError("WebP", "start", reason: "libwebp: out of memory")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds `pixels` (0xAARRGGBB, `width * height` of them) shown from `timestampMilliseconds`.
    func add(_ pixels: [UInt32], timestampMilliseconds: Int) throws(AnimationError) {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw AnimationError("WebP", "add a frame", reason: "libwebp: version mismatch")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        guard WebPPictureAlloc(&picture) != 0, let argb = picture.argb else {
            throw AnimationError("WebP", "add a frame", reason: "libwebp: out of memory")
        }
        defer { WebPPictureFree(&picture) }
        let stride = Int(picture.argb_stride)
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<height {
                guard let start = source.baseAddress?.advanced(by: row * width) else { return }
                (argb + row * stride).update(from: start, count: width)
            }
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestampMilliseconds), &config) != 0 else {
            throw failure("add a frame")
        }
    }

    /// Ends the animation at `endMilliseconds` and returns the file.
    func assemble(endMilliseconds: Int) throws(AnimationError) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(endMilliseconds), nil) != 0 else { throw failure("end") }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure("assemble the file") }
        defer { WebPDataClear(&data) }
        guard let bytes = data.bytes else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private func failure(_ action: String) -> AnimationError {
        let reason = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        return AnimationError("WebP", action, reason: "libwebp: " + reason)
    }
}
