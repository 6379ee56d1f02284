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

    /// Uploads `surface` to `renderer` with alpha blending on.
    init(renderer: SDLRenderer, surface: SDLSurface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError("create a texture")
        }
        pointer = texture
        width = surface.width
        height = surface.height
        hasAlpha = (surface.pointer.pointee.format?.pointee.Amask ?? 0) != 0 || surface.hasColorKey
        try SDLError.check(SDL_SetTextureBlendMode(texture, SDLBridge.blend), "set a texture blend mode")
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// Turns blending on or off for the next draws.
    func setBlending(_ on: Bool) throws {
        try SDLError.check(
            SDL_SetTextureBlendMode(pointer, on ? SDLBridge.blend : SDLBridge.noBlend), "set a texture blend mode")
    }

    /// Multiplies the texture by `alpha` (0...255) on the next draws.
    func setAlpha(_ alpha: UInt8) throws {
        try SDLError.check(SDL_SetTextureAlphaMod(pointer, alpha), "set a texture alpha")
    }
}
