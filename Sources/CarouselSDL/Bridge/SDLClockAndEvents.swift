import CSDL2

// SDL's clock and event queue, for the demo loop.

extension SDLBridge {
    /// SDL's high-resolution counter (`SDL_GetPerformanceCounter`), in ticks of `performanceFrequency`.
    static var performanceCounter: UInt64 { SDL_GetPerformanceCounter() }

    /// Ticks of `performanceCounter` per second.
    static var performanceFrequency: UInt64 { SDL_GetPerformanceFrequency() }

    /// Milliseconds since SDL started (`SDL_GetTicks64`), the clock event timestamps count in.
    static var milliseconds: UInt64 { SDL_GetTicks64() }

    /// Drains SDL's event queue, handing each event the demo uses to `handle` with its timestamp
    /// (milliseconds of `SDL_GetTicks`).
    static func pollEvents(_ handle: (WindowInput, UInt32) -> Void) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            guard let (input, ticks) = decode(event) else { continue }
            handle(input, ticks)
        }
    }

    /// Sleeps until an event is queued or `seconds` have passed, leaving the event in the queue
    /// for ``pollEvents(_:)`` (`SDL_WaitEventTimeout` with no event to fill; at least 1 ms).
    /// Any event wakes it: input, window events, and user events other threads push.
    static func waitForEvent(seconds: Double) {
        guard seconds > 0 else { return }
        let milliseconds = seconds.isFinite ? Int32(min(max(1, (seconds * 1000).rounded(.up)), 60_000)) : 60_000
        _ = SDL_WaitEventTimeout(nil, milliseconds)
    }

    /// Puts an empty `SDL_USEREVENT` on SDL's event queue, from any thread (`SDL_PushEvent` is
    /// thread-safe), so a loop waiting for events wakes up: `demo --control` calls it when a
    /// line has arrived. The event itself decodes to nothing. Returns false when SDL refused it
    /// (the queue is full or SDL is not running): the loop then sees the line on its next turn.
    @discardableResult
    static func wakeEventLoop() -> Bool {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        return SDL_PushEvent(&event) == 1
    }
}
