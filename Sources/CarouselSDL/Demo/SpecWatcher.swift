import Foundation

/// Notices when a spec file is saved, by polling its modification time and size.
struct SpecWatcher {
    /// The watched file.
    let path: String
    /// Seconds between polls.
    let interval: Double
    private var lastPoll = -Double.infinity
    private var signature: [Int]?

    /// Watches `path`; the current state counts as seen.
    init(path: String, interval: Double = 0.25) {
        self.path = path
        self.interval = interval
        signature = Self.signature(of: path)
    }

    /// True once per change (checked at most every `interval` seconds of `now`).
    mutating func changed(now: Double) -> Bool {
        guard now - lastPoll >= interval else { return false }
        lastPoll = now
        let current = Self.signature(of: path)
        guard current != signature else { return false }
        signature = current
        return current != nil  // a file being replaced briefly disappears: wait for it to return
    }

    /// Modification time (ns) and size, or nil when the file cannot be read.
    private static func signature(of path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size), Int(info.st_ino)]
    }
}
