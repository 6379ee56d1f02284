import CSDL2

extension SDLRenderer {
    /// Sends the following draws into `texture` (made with `SDLTexture(renderer:width:height:)`),
    /// or back to the window or surface with nil.
    func setTarget(_ texture: SDLTexture?) throws {
        try SDLError.check(SDL_SetRenderTarget(pointer, texture?.pointer), "switch the render target")
    }

    /// Sets every pixel of the target to transparent black (for drawing a layer with alpha).
    func clearTransparent() throws {
        try SDLError.check(SDL_SetRenderDrawColor(pointer, 0, 0, 0, 0), "set the draw color")
        try SDLError.check(SDL_RenderClear(pointer), "clear a layer")
    }
}
