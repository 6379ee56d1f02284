import CarouselSpec
import HostSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Notices when a spec file is saved, by polling its modification time and size, and reads and
/// compiles a saved spec off the drawing thread (a 50 MB spec takes seconds; the window keeps
/// drawing meanwhile).
///
/// `changed(now:)` is true once per save (the demo then calls `reload(at:)`, which starts the
/// background load with ``startLoad(_:)``), and true again once that load has finished (the
/// demo calls `reload(at:)` again, which applies ``takeLoaded()``).
struct SpecWatcher {
    /// The watched file.
    let path: String
    /// The files and folders the spec's item sources read, watched with it.
    private(set) var sources: [String]
    /// Seconds between polls.
    let interval: Double
    private var lastPoll = -Double.infinity
    private var signature: [Int]?
    /// True between a save being noticed and the load for it being started.
    private(set) var changeSeen = false
    /// The load in flight or finished, if any.
    private var job: BackgroundLoad?

    /// Watches `path` and the item sources it read; the current state counts as seen.
    init(path: String, sources: [String] = [], interval: Double = 0.25) {
        self.path = path
        self.sources = sources
        self.interval = interval
        signature = Self.signature(of: path, sources: sources)
    }

    /// Watches `sources` from now on (those of the spec just loaded), their state as seen.
    mutating func watch(sources: [String]) {
        guard sources != self.sources else { return }
        self.sources = sources
        signature = Self.signature(of: path, sources: sources)
    }

    /// When the next poll is due, in the seconds of `changed(now:)`'s `now` (at once while a
    /// background load runs, so its result is applied as soon as it is in).
    var nextPoll: Double { job == nil ? lastPoll + interval : lastPoll + min(interval, 1.0 / 60) }

    /// True once per change (checked at most every `interval` seconds of `now`), and once when a
    /// background load has finished.
    mutating func changed(now: Double) -> Bool {
        if let job, job.isFinished { return true }
        guard now - lastPoll >= interval else { return false }
        lastPoll = now
        let current = Self.signature(of: path, sources: sources)
        guard current != signature else { return false }
        signature = current
        // A file being replaced briefly disappears: wait for it to return.
        changeSeen = current != nil
        return changeSeen
    }

    /// Runs `load` on another thread for the change just seen (a newer save replaces an older load).
    mutating func startLoad(_ load: @escaping @Sendable () -> Result<LoadedSpec, SpecLoadFailure>) {
        changeSeen = false
        job = BackgroundLoad(load)
    }

    /// The result of the finished background load, once (nil while it runs or when there is none).
    mutating func takeLoaded() -> Result<LoadedSpec, SpecLoadFailure>? {
        guard let result = job?.result else { return nil }
        job = nil
        return result
    }

    /// The signature of the spec followed by its sources' (a missing source counts as -1s), or nil
    /// when the spec cannot be read.
    private static func signature(of path: String, sources: [String]) -> [Int]? {
        guard let spec = signature(of: path) else { return nil }
        return sources.reduce(spec) { $0 + (signature(of: $1) ?? [-1, -1, -1, -1]) }
    }

    /// Modification time (ns) and size, or nil when the file cannot be read.
    private static func signature(of path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size), Int(info.st_ino)]
    }
}

/// One spec load on a background thread; its result is read under a lock.
final class BackgroundLoad: @unchecked Sendable {
    private let finished = LockedValue<Result<LoadedSpec, SpecLoadFailure>?>(nil)

    /// Starts `load` on a new thread (run on the calling one when no thread can be started).
    init(_ load: @escaping @Sendable () -> Result<LoadedSpec, SpecLoadFailure>) {
        let finished = self.finished
        DetachedThread.start {
            let result = load()
            finished.withLock { $0 = result }
        }
    }

    /// True once the load has finished.
    var isFinished: Bool { finished.withLock { $0 != nil } }

    /// The result, once finished.
    var result: Result<LoadedSpec, SpecLoadFailure>? { finished.withLock { $0 } }
}
