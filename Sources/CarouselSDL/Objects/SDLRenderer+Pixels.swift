import CSDL2

extension SDLRenderer {
    /// Whether this is SDL's software renderer (textures are surfaces in memory, every triangle is
    /// filled on the CPU).
    var isSoftware: Bool { SDLBridge.rendererName(pointer) == "software" }

    /// The pixels of `texture` (made with `SDLTexture(renderer:width:height:)`), 32-bit ARGB, row
    /// by row, `texture.width` per row. Leaves the frame as the target with no clip; the caller
    /// restores its clip.
    func pixels(of texture: SDLTexture) throws -> [UInt32] {
        try setTarget(texture)
        defer { try? setTarget(nil) }
        var pixels = [UInt32](repeating: 0, count: texture.width * texture.height)
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(
                pointer, nil, SDLBridge.argbPixelFormat, buffer.baseAddress, Int32(texture.width * 4))
        }
        try SDLError.check(status, "read a layer's pixels")
        return pixels
    }

    /// Replaces the `width` x `height` pixels at the top-left of `texture` (32-bit ARGB, its own
    /// format) with `pixels`, `width` per row.
    func upload(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, into texture: SDLTexture) throws {
        guard width > 0, height > 0, width <= texture.width, height <= texture.height,
            pixels.count >= width * height
        else {
            throw SDLError(
                "upload \(width)x\(height) pixels", reason: "the layer is \(texture.width)x\(texture.height)")
        }
        var rect = SDLBridge.rect(PixelBox(x: 0, y: 0, w: Int32(width), h: Int32(height)))
        try SDLError.check(
            SDL_UpdateTexture(texture.pointer, &rect, pixels.baseAddress, Int32(width * 4)), "upload a layer's pixels")
    }

    /// Replaces the pixels of `box` in `texture` (32-bit ARGB, its own format) with `pixels`, whose
    /// first element is the box's top-left pixel and whose rows are `pitch` pixels apart.
    func upload(_ pixels: UnsafeBufferPointer<UInt32>, pitch: Int, box: PixelBox, into texture: SDLTexture) throws {
        let width = Int(box.w), height = Int(box.h)
        guard width > 0, height > 0, box.x >= 0, box.y >= 0, Int(box.x) + width <= texture.width,
            Int(box.y) + height <= texture.height, pitch >= width, pixels.count >= (height - 1) * pitch + width
        else {
            throw SDLError(
                "upload \(width)x\(height) pixels at \(box.x),\(box.y)",
                reason: "the layer is \(texture.width)x\(texture.height)")
        }
        var rect = SDLBridge.rect(box)
        try SDLError.check(
            SDL_UpdateTexture(texture.pointer, &rect, pixels.baseAddress, Int32(pitch * 4)), "upload a layer's pixels")
    }
}
