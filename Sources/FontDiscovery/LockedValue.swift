import Foundation

/// A value guarded by a pthread mutex (`NSLock`), for state that several threads share.
///
/// Used instead of `Synchronization.Mutex`: on Linux that one locks with raw futex calls, which
/// ThreadSanitizer cannot see, so `make test-tsan` reported its guarded accesses as races. A
/// pthread mutex is intercepted, so the sanitizer checks the locking itself.
public final class LockedValue<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Guards `state`.
    public init(_ state: State) { self.state = state }

    /// Runs `body` with the state while holding the lock.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
