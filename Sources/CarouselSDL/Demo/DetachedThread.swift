#if canImport(Glibc)
    import Glibc
#endif

/// Runs a closure on a new detached POSIX thread (the demo's background spec loads).
enum DetachedThread {
    /// The closure a started thread runs, handed over through `pthread_create`'s argument.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new detached thread; runs it on the calling thread when none can be started.
    static func start(_ body: @escaping @Sendable () -> Void) {
        if !startOnly(body) { body() }
    }

    /// Starts `body` on a new detached thread; returns false (not running it) when none can be
    /// started, for work that must never block the caller (the `--control` reader).
    static func startOnly(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body))
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
                work.body()
                return nil
            }, work.toOpaque())
        guard status == 0 else {
            work.release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
