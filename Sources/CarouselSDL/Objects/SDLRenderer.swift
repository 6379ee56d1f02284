import CSDL2

/// An SDL renderer (window or software), destroyed in deinit when owned.
final class SDLRenderer {
    /// The C renderer.
    let pointer: OpaquePointer
    /// Keeps the target surface of a software renderer alive.
    private let target: SDLSurface?
    /// Whether deinit destroys the renderer (false for a program's own, see ``init(borrowing:)``).
    private let owned: Bool

    /// Takes ownership of `pointer`, a renderer made for a window (see `SDLRenderer+Window.swift`).
    init(adopting pointer: OpaquePointer) throws {
        self.pointer = pointer
        target = nil
        owned = true
        try SDLError.check(SDL_SetRenderDrawBlendMode(pointer, SDLBridge.blend), "set the blend mode")
    }

    /// Draws with `pointer`, a renderer a program made and keeps (an embedding, see
    /// `EmbeddedCarousel`): never destroyed here, and its settings are left to the caller.
    init(borrowing pointer: OpaquePointer) {
        self.pointer = pointer
        target = nil
        owned = false
    }

    /// A software renderer drawing into `surface`.
    init(surface: SDLSurface) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError("create a software renderer")
        }
        pointer = renderer
        target = surface
        owned = true
        try SDLError.check(SDL_SetRenderDrawBlendMode(pointer, SDLBridge.blend), "set the blend mode")
    }

    deinit { if owned { SDL_DestroyRenderer(pointer) } }

    /// The drawable size in pixels.
    func outputSize() throws -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLError.check(SDL_GetRendererOutputSize(pointer, &width, &height), "read the drawable size")
        return (Int(width), Int(height))
    }

    /// Fills the whole target with `color`.
    func clear(_ color: PixelColor) throws {
        try SDLError.check(SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, 255), "set the draw color")
        try SDLError.check(SDL_RenderClear(pointer), "clear the frame")
    }

    /// Draws into `box` of the target (pixels; coordinates and clips become relative to its
    /// corner), or into the whole target (nil).
    func viewport(_ box: PixelBox?) throws {
        if let box {
            var rect = SDLBridge.rect(box)
            try SDLError.check(SDL_RenderSetViewport(pointer, &rect), "set the viewport")
        } else {
            try SDLError.check(SDL_RenderSetViewport(pointer, nil), "reset the viewport")
        }
    }

    /// Restricts drawing to `rect` in pixels (nil: no clipping).
    func clip(to box: PixelBox?) throws {
        if let box {
            var rect = SDLBridge.rect(box)
            try SDLError.check(SDL_RenderSetClipRect(pointer, &rect), "set the clip rectangle")
        } else {
            try SDLError.check(SDL_RenderSetClipRect(pointer, nil), "clear the clip rectangle")
        }
    }

    /// The current clip rectangle in pixels (nil: no clipping).
    func currentClip() -> PixelBox? {
        guard SDL_RenderIsClipEnabled(pointer) == SDL_TRUE else { return nil }
        var rect = SDL_Rect()
        SDL_RenderGetClipRect(pointer, &rect)
        return SDLBridge.box(rect)
    }

    /// Draws triangles (every 3 vertices), optionally textured. With `replace` they overwrite
    /// what is below, alpha included, instead of blending (the first shape of a layer: its
    /// anti-aliased edge keeps its own alpha).
    func drawTriangles(_ mesh: [MeshVertex], texture: SDLTexture? = nil, replace: Bool = false) throws {
        guard !mesh.isEmpty else { return }
        let vertices = mesh.map(SDLBridge.vertex)
        if replace { try setBlending(false, texture) }
        let status = vertices.withUnsafeBufferPointer { buffer in
            SDL_RenderGeometry(pointer, texture?.pointer, buffer.baseAddress, Int32(buffer.count), nil, 0)
        }
        if replace { try setBlending(true, texture) }
        try SDLError.check(status, "draw triangles")
    }

    /// Fills rectangles (pixels) with `color`; opaque colours skip blending, and so does `replace`
    /// (the pixels are set to `color`, alpha included).
    func fillRects(_ boxes: [PixelRect], color: PixelColor, replace: Bool = false) throws {
        guard !boxes.isEmpty, color.a > 0 || replace else { return }
        let rects = boxes.map(SDLBridge.frect)
        try SDLError.check(SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "set the draw color")
        let overwrite = replace || color.a == 255
        if overwrite { try setBlending(false, nil) }
        let status = rects.withUnsafeBufferPointer { SDL_RenderFillRectsF(pointer, $0.baseAddress, Int32($0.count)) }
        if overwrite { try setBlending(true, nil) }
        try SDLError.check(status, "fill rectangles")
    }

    /// Turns blending on or off for `texture`, or for untextured shapes when nil.
    private func setBlending(_ on: Bool, _ texture: SDLTexture?) throws {
        if let texture { return try texture.setBlending(on) }
        try SDLError.check(
            SDL_SetRenderDrawBlendMode(pointer, on ? SDLBridge.blend : SDLBridge.noBlend), "set the blend mode")
    }

    /// Copies the `source` part (pixels) of `texture` into `destination` (pixels).
    func copy(_ texture: SDLTexture, from source: PixelBox, to destination: PixelRect) throws {
        var from = SDLBridge.rect(source)
        var to = SDLBridge.frect(destination)
        try SDLError.check(SDL_RenderCopyF(pointer, texture.pointer, &from, &to), "draw part of a texture")
    }

    /// Copies `texture` into `destination` (pixels).
    func copy(_ texture: SDLTexture, to destination: PixelRect) throws {
        var rect = SDLBridge.frect(destination)
        try SDLError.check(SDL_RenderCopyF(pointer, texture.pointer, nil, &rect), "draw a texture")
    }

    /// Shows the frame (window renderers) or finishes it (software renderers).
    func present() { SDL_RenderPresent(pointer) }

    /// Reads the current frame back as a new opaque surface.
    func readPixels() throws -> SDLSurface {
        let size = try outputSize()
        let surface = try SDLSurface(width: size.width, height: size.height, format: SDLBridge.opaquePixelFormat)
        let status = SDL_RenderReadPixels(
            pointer, nil, SDLBridge.opaquePixelFormat, surface.pointer.pointee.pixels, surface.pointer.pointee.pitch)
        try SDLError.check(status, "read the frame's pixels")
        return surface
    }
}
