import CSDL2

/// Starts and stops the SDL libraries the front end uses.
enum SDLLibrary {
    /// Initialises SDL_ttf and SDL_image once per process (no display needed).
    ///
    /// They stay up until the process ends: closing them while a font object still lives would
    /// free FreeType under it.
    static func startFontsAndImages() throws {
        if TTF_WasInit() == 0 {
            try SDLError.check(TTF_Init(), "initialise SDL_ttf")
        }
        let wanted = SDLBridge.imageFormats
        if IMG_Init(wanted) & wanted != wanted {
            throw SDLError("initialise SDL_image for PNG and JPEG")
        }
    }

    /// Initialises the video subsystem; fails when there is no display.
    static func startVideo() throws {
        try SDLError.check(SDL_Init(SDLBridge.initVideo | SDLBridge.initTimer), "initialise SDL video")
    }

    /// Shuts everything down.
    static func quitVideo() {
        SDL_Quit()
    }
}
