import CSDL2
import CarouselEngine
import CarouselSpec

/// An owned SDL window, destroyed in deinit.
final class SDLWindow {
    /// The C window.
    let pointer: OpaquePointer

    /// Opens a resizable, HiDPI-aware window centred on the screen (`fullscreen`: covering the
    /// display it would be centred on, the first, for kiosk mode).
    init(title: String, size: Size, fullscreen: Bool = false) throws {
        let centred = SDLBridge.windowPositionCentered
        var frame = SDL_Rect(x: centred, y: centred, w: Int32(size.width.rounded()), h: Int32(size.height.rounded()))
        // Made at the display's bounds as well as fullscreen: without a window manager (a kiosk
        // under plain X) nothing else would resize it, and SDL would draw for the whole screen
        // into a window of the spec's size.
        if fullscreen { try SDLError.check(SDL_GetDisplayBounds(0, &frame), "read the display's size") }
        guard
            let window = SDL_CreateWindow(
                title, frame.x, frame.y, frame.w, frame.h,
                fullscreen ? SDLBridge.kioskWindowFlags : SDLBridge.demoWindowFlags)
        else { throw SDLError("open a window") }
        pointer = window
        SDL_SetWindowMinimumSize(window, Int32(WindowBounds.minimumWidth), Int32(WindowBounds.minimumHeight))
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// The window size in points.
    var size: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// Asks for a window of `size` points (a replayed resize); the window manager may refuse,
    /// and the size it gives arrives as a resize event.
    func setSize(_ size: Size) {
        SDL_SetWindowSize(pointer, Int32(size.width.rounded()), Int32(size.height.rounded()))
    }

    /// Sets the title bar text.
    func setTitle(_ title: String) { SDL_SetWindowTitle(pointer, title) }
}
