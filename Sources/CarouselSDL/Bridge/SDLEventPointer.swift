import CSDL2

extension SDLBridge {
    /// Decodes the `SDL_Event` at `event` (a program's own, see `EmbeddedCarousel`); nil for
    /// events a carousel ignores. Taken as a raw pointer: the program's SDL module and this
    /// package's `CSDL2` are different Swift modules, so their `SDL_Event` types differ.
    static func decode(eventAt event: UnsafeRawPointer) -> WindowInput? {
        decode(event.load(as: SDL_Event.self))?.input
    }
}
