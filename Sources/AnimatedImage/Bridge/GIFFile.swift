import CGIF
import LazyLibraries

/// Every giflib call of the package: a GIF written into memory with `EGifOpen`, its screen
/// descriptor, the NETSCAPE2.0 loop, one frame (graphics control extension, local colour table,
/// image descriptor, pixels). Errors carry `GifErrorString`.
final class GIFFile {
    /// The bytes giflib writes, reached from its C output callback through `UserData`.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    private let sink = Sink()
    private var gif: UnsafeMutablePointer<GifFileType>?

    /// giflib's output function: appends `length` bytes to the ``Sink`` in the file's `UserData`.
    private static let append: OutputFunc = { file, data, length in
        guard let file, let user = file.pointee.UserData, let data, length > 0 else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }

    /// Opens a GIF89a of `width` x `height` pixels with no global colour table.
    init(width: Int, height: Int) throws(AnimationError) {
        do {
            try LazyLibrary.gif.load()  // not loaded at process start
        } catch {
            throw AnimationError("GIF", "start", reason: "\(error)")
        }
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard let gif = EGifOpen(user, Self.append, &error) else { throw Self.failure("start", code: error) }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
            throw failure("write the screen descriptor")
        }
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// The NETSCAPE2.0 application extension with loop count 0: play forever.
    func putLoopForever() throws(AnimationError) {
        let gif = try open()
        let identifier = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
            EGifPutExtensionBlock(gif, Int32(identifier.count), identifier) == GIF_OK,
            EGifPutExtensionBlock(gif, Int32(loop.count), loop) == GIF_OK,
            EGifPutExtensionTrailer(gif) == GIF_OK
        else { throw failure("write the loop extension") }
    }

    /// One frame: shown for `delayCentiseconds`, drawn over the previous picture (disposal 1,
    /// "do not dispose") at `region`, with `palette` (1 to 256 colours, 0xRRGGBB; padded to a
    /// power of two) and one index per pixel.
    func putFrame(region: PixelRegion, delayCentiseconds: Int, palette: [UInt32], indices: [UInt8])
        throws(AnimationError)
    {
        let gif = try open()
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(delayCentiseconds, 65_535)),
            TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) == GIF_OK else {
            throw failure("write a frame's delay")
        }
        var colors = palette.prefix(256).map {
            GifColorType(
                Red: UInt8(truncatingIfNeeded: $0 >> 16), Green: UInt8(truncatingIfNeeded: $0 >> 8),
                Blue: UInt8(truncatingIfNeeded: $0))
        }
        var size = 2
        while size < colors.count { size *= 2 }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), colors) else {
            throw AnimationError("GIF", "make a colour table", reason: "giflib: out of memory")
        }
        defer { GifFreeMapObject(map) }
        guard
            EGifPutImageDesc(
                gif, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, map)
                == GIF_OK
        else { throw failure("write a frame's descriptor") }
        var pixels = indices
        guard EGifPutLine(gif, &pixels, Int32(pixels.count)) == GIF_OK else { throw failure("write a frame's pixels") }
    }

    /// Writes the trailer and returns the whole file.
    func close() throws(AnimationError) -> [UInt8] {
        let gif = try open()
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.failure("finish the file", code: error) }
        return sink.bytes
    }

    private func open() throws(AnimationError) -> UnsafeMutablePointer<GifFileType> {
        guard let gif else { throw AnimationError("GIF", "write", reason: "the file is already finished") }
        return gif
    }

    private func failure(_ action: String) -> AnimationError {
        Self.failure(action, code: gif?.pointee.Error ?? 0)
    }

    private static func failure(_ action: String, code: Int32) -> AnimationError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        return AnimationError("GIF", action, reason: "giflib: " + reason)
    }
}
