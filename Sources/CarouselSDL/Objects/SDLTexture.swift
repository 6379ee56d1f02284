import CSDL2

/// An owned `SDL_Texture` with its size in pixels, destroyed in deinit.
final class SDLTexture {
    /// The C texture.
    let pointer: OpaquePointer
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Whether the pixels carry alpha (else opaque copies can skip blending).
    let hasAlpha: Bool
    /// The renderer the texture belongs to, kept alive as long as the texture: destroying the
    /// renderer frees its textures, so a texture released after it (a cache torn down after the
    /// renderer) would be freed twice.
    private let renderer: SDLRenderer

    /// Uploads `surface` to `renderer` with alpha blending on.
    init(renderer: SDLRenderer, surface: SDLSurface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError("create a texture")
        }
        pointer = texture
        self.renderer = renderer
        width = surface.width
        height = surface.height
        hasAlpha = (surface.pointer.pointee.format?.pointee.Amask ?? 0) != 0 || surface.hasColorKey
        try SDLError.check(SDL_SetTextureBlendMode(texture, SDLBridge.blend), "set a texture blend mode")
    }

    /// A transparent `width` x `height` texture that can be drawn into (see
    /// `SDLRenderer.setTarget`), with alpha blending on and bilinear filtering when drawn scaled.
    init(renderer: SDLRenderer, width: Int, height: Int) throws {
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDLBridge.argbPixelFormat, SDLBridge.targetAccess, Int32(width), Int32(height))
        else { throw SDLError("create a \(width)x\(height) layer texture") }
        pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        hasAlpha = true
        try SDLError.check(SDL_SetTextureBlendMode(texture, SDLBridge.blend), "set a texture blend mode")
        try SDLError.check(SDL_SetTextureScaleMode(texture, SDLBridge.linearScaling), "set a texture scale mode")
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// Filters the texture bilinearly when it is drawn scaled (SDL's software renderer too).
    func useLinearScaling() throws {
        try SDLError.check(SDL_SetTextureScaleMode(pointer, SDLBridge.linearScaling), "set a texture scale mode")
    }

    /// Turns blending on or off for the next draws.
    func setBlending(_ on: Bool) throws {
        try SDLError.check(
            SDL_SetTextureBlendMode(pointer, on ? SDLBridge.blend : SDLBridge.noBlend), "set a texture blend mode")
    }

    /// Multiplies the texture's colour channels by `color`'s (its alpha is left alone) on the next draws.
    func setColor(_ color: PixelColor) throws {
        try SDLError.check(SDL_SetTextureColorMod(pointer, color.r, color.g, color.b), "set a texture colour")
    }

    /// Multiplies the texture by `alpha` (0...255) on the next draws.
    func setAlpha(_ alpha: UInt8) throws {
        try SDLError.check(SDL_SetTextureAlphaMod(pointer, alpha), "set a texture alpha")
    }
}
