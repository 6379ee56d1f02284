#if canImport(Glibc)
    import Glibc
#endif

/// A value guarded by a pthread mutex, for state that several threads share.
///
/// Used instead of `Synchronization.Mutex`: on Linux that one locks with raw futex calls, which
/// ThreadSanitizer cannot see, so `make test-tsan` reported its guarded accesses as races. A
/// pthread mutex is intercepted, so the sanitizer checks the locking itself.
public final class LockedValue<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    /// Guards `state`.
    public init(_ state: State) {
        self.state = state
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
