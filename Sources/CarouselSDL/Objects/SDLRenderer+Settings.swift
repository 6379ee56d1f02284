import CSDL2

/// A renderer's drawing settings (viewport, clip, draw colour, blend mode), saved before the
/// package draws into a program's own renderer and put back after (see `EmbeddedCarousel`).
struct SDLRendererSettings {
    var viewport = SDL_Rect()
    var clip: SDL_Rect?
    var color: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    var blendMode = SDL_BLENDMODE_NONE
}

extension SDLRenderer {
    /// The current viewport, clip, draw colour and blend mode.
    func settings() throws -> SDLRendererSettings {
        var saved = SDLRendererSettings()
        SDL_RenderGetViewport(pointer, &saved.viewport)
        saved.clip = currentClip().map(SDLBridge.rect)
        try SDLError.check(
            SDL_GetRenderDrawColor(pointer, &saved.color.0, &saved.color.1, &saved.color.2, &saved.color.3),
            "read the draw color")
        try SDLError.check(SDL_GetRenderDrawBlendMode(pointer, &saved.blendMode), "read the blend mode")
        return saved
    }

    /// Puts back settings read with ``settings()``.
    func restore(_ saved: SDLRendererSettings) throws {
        var viewport = saved.viewport
        try SDLError.check(SDL_RenderSetViewport(pointer, &viewport), "restore the viewport")
        try clip(to: saved.clip.map(SDLBridge.box))
        try SDLError.check(
            SDL_SetRenderDrawColor(pointer, saved.color.0, saved.color.1, saved.color.2, saved.color.3),
            "restore the draw color")
        try SDLError.check(SDL_SetRenderDrawBlendMode(pointer, saved.blendMode), "restore the blend mode")
    }

    /// Pixels of the drawable per point of the window it draws into (2 on a HiDPI display; 1 for a
    /// renderer without a window).
    func pixelsPerWindowPoint() throws -> Double {
        guard let window = SDL_RenderGetWindow(pointer) else { return 1 }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        guard width > 0 else { return 1 }
        return Double(try outputSize().width) / Double(width)
    }
}
