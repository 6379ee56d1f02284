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
    /// The files the spec names (``LoadedSpec/referencedPaths``: its bases and what its item
    /// sources read): a save of one reloads the spec.
    private(set) var referenced: [String]
    /// Seconds between polls.
    let interval: Double
    private var lastPoll = -Double.infinity
    private var signature: [Int]?
    /// True between a save being noticed and the load for it being started.
    private(set) var changeSeen = false
    /// The load in flight or finished, if any.
    private var job: BackgroundLoad?

    /// Watches `path` and the files it names; the current state counts as seen.
    init(path: String, referenced: [String] = [], interval: Double = 0.25) {
        self.path = path
        self.referenced = referenced
        self.interval = interval
        signature = Self.signature(of: [path] + referenced)
    }

    /// Follows the files the spec as last loaded names; their present state counts as seen.
    mutating func follow(_ paths: [String]) {
        guard paths != referenced else { return }
        referenced = paths
        signature = Self.signature(of: [path] + paths)
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
        let current = Self.signature(of: [path] + referenced)
        guard current != signature else { return false }
        signature = current
        // A file being replaced briefly disappears: wait for it to return (the spec; a base
        // that is gone is a reload that reports it).
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

    /// Modification time (ns), size and inode of each file (`-1`s for one that cannot be read),
    /// or nil when the spec itself (the first) cannot be read.
    private static func signature(of paths: [String]) -> [Int]? {
        var result: [Int] = []
        for (index, path) in paths.enumerated() {
            var info = stat()
            guard stat(path, &info) == 0 else {
                if index == 0 { return nil }
                result += [-1, -1, -1, -1]
                continue
            }
            result += [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size), Int(info.st_ino)]
        }
        return result
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
