import CSDL2
import CarouselEngine
import CarouselSpec

/// An owned SDL window, destroyed in deinit.
final class SDLWindow {
    /// The C window.
    let pointer: OpaquePointer

    /// Opens a resizable, HiDPI-aware window centred on the screen (`fullscreen`: covering the
    /// current display instead, for kiosk mode).
    init(title: String, size: Size, fullscreen: Bool = false) throws {
        let centred = SDLBridge.windowPositionCentered
        guard
            let window = SDL_CreateWindow(
                title, centred, centred, Int32(size.width.rounded()), Int32(size.height.rounded()),
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
