#if canImport(Glibc)
    import Glibc
#endif

/// The demo's only clock: SDL's performance counter turned into seconds since the demo started.
///
/// Every time the engine, the event lines and the recorder see comes from here.
struct DemoClock {
    private let start: UInt64
    private let startTicks: UInt64
    private let frequency: Double

    /// Starts counting now.
    init() {
        start = SDLBridge.performanceCounter
        startTicks = SDLBridge.milliseconds
        frequency = Double(max(1, SDLBridge.performanceFrequency))
    }

    /// Seconds since the clock started.
    var now: Double { Double(SDLBridge.performanceCounter &- start) / frequency }

    /// The time of an SDL event stamped `ticks` (milliseconds of `SDL_GetTicks`), in seconds since
    /// start, kept within [`after`, `now`] so times never run backwards or ahead.
    func eventTime(ticks: UInt32, after: Double) -> Double {
        let current = now
        let stamped = (Double(ticks) - Double(startTicks & 0xFFFF_FFFF)) / 1000
        guard stamped.isFinite, stamped >= 0 else { return max(after, current) }
        return min(current, max(after, stamped))
    }

    /// CPU seconds used so far by the whole process (all threads, a software GL driver's included).
    static var processCPU: Double {
        var value = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &value) == 0 else { return 0 }
        return Double(value.tv_sec) + Double(value.tv_nsec) / 1_000_000_000
    }

    /// Waits `seconds`, to within the system's timer slack (tens of microseconds on Linux; SDL_Delay
    /// would round to whole milliseconds).
    static func sleep(_ seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}
