import CSDL2
import HostSystem

#if canImport(Glibc)
    import Glibc
#endif

/// An owned `SDL_Surface`, freed in deinit.
final class SDLSurface {
    /// The C surface.
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of a surface returned by SDL (nil: throws with `SDL_GetError()`).
    init(taking pointer: UnsafeMutablePointer<SDL_Surface>?, _ operation: @autoclosure () -> String) throws {
        guard let pointer else { throw SDLError(operation()) }
        self.pointer = pointer
    }

    /// A new blank surface of `width` x `height` pixels in `format`.
    convenience init(width: Int, height: Int, format: UInt32) throws {
        try self.init(
            taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
            "create a \(width)x\(height) surface")
    }

    /// Loads an image file (PNG, JPEG, BMP).
    convenience init(imageAt path: String) throws {
        try self.init(taking: IMG_Load(path), "load the image \(path)")
    }

    deinit { SDL_FreeSurface(pointer) }

    /// Lets `body` write each row of a 32-bit surface (row index, the row's first pixel).
    func writeRows32(_ operation: String, _ body: (Int, UnsafeMutablePointer<UInt32>) -> Void) throws {
        guard let base = pointer.pointee.pixels else { throw SDLError(operation) }
        let pitch = Int(pointer.pointee.pitch)
        for row in 0..<height {
            body(row, base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self))
        }
    }

    /// Width in pixels.
    var width: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    var height: Int { Int(pointer.pointee.h) }
    /// Whether a transparent colour key is set (palette images with a transparent entry).
    var hasColorKey: Bool { SDLBridge.isTrue(SDL_HasColorKey(pointer)) }

    /// A copy converted to `format`.
    func converted(to format: UInt32) throws -> SDLSurface {
        try SDLSurface(taking: SDL_ConvertSurfaceFormat(pointer, format, 0), "convert a surface")
    }

    /// Writes the surface as a PNG file, through the one hardened atomic write (`HostFile`: a new
    /// temporary file, never a link, renamed over `path`); a failed write, flush included, throws.
    func savePNG(to path: String) throws {
        var encoderFailure: SDLError?
        let code = HostFile.replace(path, mode: 0o644, exactMode: false) { descriptor in
            let copy = dup(descriptor)
            guard copy >= 0 else { return errno }
            guard let stream = fdopen(copy, "wb") else {
                let code = errno
                close(copy)
                return code
            }
            var code: Int32 = 0
            if let rw = SDL_RWFromFP(stream, SDL_FALSE) {
                if IMG_SavePNG_RW(pointer, rw, 0) != 0 {
                    encoderFailure = SDLError("write the PNG \(path)")
                    code = EIO
                }
                _ = SDL_RWclose(rw)
            } else {
                encoderFailure = SDLError("write the PNG \(path)")
                code = EIO
            }
            if fclose(stream) != 0, code == 0 { code = errno }
            return code
        }
        if let encoderFailure { throw encoderFailure }
        if code != 0 { throw SDLError("write the PNG \(path)", reason: String(cString: strerror(code))) }
    }

    /// The 32-bit pixels row by row (the surface must be 32 bits per pixel), without row padding.
    func pixels32() throws -> [UInt32] {
        try SDLError.check(SDL_LockSurface(pointer), "lock a surface")
        defer { SDL_UnlockSurface(pointer) }
        guard let base = pointer.pointee.pixels else { throw SDLError("read pixels", reason: "surface has no pixels") }
        let pitch = Int(pointer.pointee.pitch)
        var result = [UInt32]()
        result.reserveCapacity(width * height)
        for row in 0..<height {
            let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
            result.append(contentsOf: UnsafeBufferPointer(start: line, count: width))
        }
        return result
    }
}
