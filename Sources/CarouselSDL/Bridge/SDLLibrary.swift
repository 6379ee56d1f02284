import CSDL2
import LazyLibraries

/// Starts and stops the SDL libraries the front end uses.
enum SDLLibrary {
    /// Initialises SDL_ttf and SDL_image once per process (no display needed).
    ///
    /// They stay up until the process ends: closing them while a font object still lives would
    /// free FreeType under it.
    static func startFontsAndImages() throws {
        try loadLibraries()
        if TTF_WasInit() == 0 {
            try SDLError.check(TTF_Init(), "initialise SDL_ttf")
        }
        let wanted = SDLBridge.imageFormats
        if IMG_Init(wanted) & wanted != wanted {
            throw SDLError("initialise SDL_image for PNG and JPEG")
        }
    }

    /// Initialises the video subsystem; fails when there is no display.
    ///
    /// Without a display SDL quietly falls back to its invisible "offscreen" driver; that counts
    /// as no display unless it was asked for with `SDL_VIDEODRIVER`.
    static func startVideo() throws {
        try loadLibraries()
        // Before SDL_Init: SDL's x11 driver puts back the Xlib error handler it found there when
        // it closes the display, and the stale wake-up's error is read after that (LazyLibrary).
        if let display = SDL_getenv("DISPLAY"), display.pointee != 0 { LazyLibrary.ignoreStaleX11WakeupsBeforeSDL() }
        try SDLError.check(SDL_Init(SDLBridge.initVideo | SDLBridge.initTimer), "initialise SDL video")
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
        if (driver == "offscreen" || driver == "dummy") && requested != driver {
            SDL_Quit()
            throw SDLError("open a display", reason: "no X11 or Wayland display was found (DISPLAY is not set?)")
        }
        // The window sleeps in SDL_WaitEventTimeout, whose x11 wake-up can outlive the window.
        if driver == "x11" { LazyLibrary.ignoreStaleX11Wakeups() }
    }

    /// Loads SDL2, SDL2_ttf and SDL2_image (once per process; `carousel` does not load them at start):
    /// throws an error naming the missing file and its Debian package.
    static func loadLibraries() throws {
        do {
            try LazyLibrary.load(LazyLibrary.window)
        } catch {
            throw SDLError("load the window libraries", reason: "\(error)")
        }
    }

    /// Shuts everything down.
    static func quitVideo() {
        SDL_Quit()
    }
}
