import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Set by SIGINT / SIGTERM while `check --watch` runs; read by its loop.
private let stopRequested = Atomic<Int32>(0)

/// Every C conversion of `check --watch` in one place: inotify (Glibc's `inotify_init1`,
/// `inotify_add_watch`, `read` of `struct inotify_event`), `poll`, the stop signals and the
/// folder listing.
enum InotifyBridge {
    /// One event: the watch it came from, what happened, and the name inside the watched folder.
    struct Event: Equatable {
        var watch: Int32
        var mask: UInt32
        var name: String

        /// The entry is a folder.
        var isDirectory: Bool { mask & UInt32(IN_ISDIR) != 0 }
        /// The entry is gone from the folder (deleted or moved away).
        var isRemoval: Bool { mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 }
        /// The kernel dropped events (its queue was full): everything must be looked at again.
        var isOverflow: Bool { mask & UInt32(IN_Q_OVERFLOW) != 0 }
        /// The watched folder itself is gone.
        var isWatchGone: Bool { mask & UInt32(IN_IGNORED) != 0 }
    }

    /// What a folder watch asks for: a file written and closed, moved or created in (editors
    /// that save by writing a new file and renaming it over the old one), deleted or moved away.
    static let folderMask =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_ONLYDIR)

    /// A new inotify instance (close-on-exec, non-blocking reads: `wait` polls first).
    static func open() throws(CommandError) -> Int32 {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else {
            let code = errno
            let hint = code == EMFILE ? " (too many inotify instances: raise fs.inotify.max_user_instances)" : ""
            throw .io("cannot start watching for changes: \(String(cString: strerror(code)))\(hint)")
        }
        return descriptor
    }

    /// Watches the folder `path`; the watch descriptor, or the reason it failed.
    static func watch(_ descriptor: Int32, folder path: String) -> Result<Int32, CommandError> {
        let watch = inotify_add_watch(descriptor, path, folderMask)
        guard watch >= 0 else {
            let code = errno
            let hint = code == ENOSPC ? " (the inotify watch limit: raise fs.inotify.max_user_watches)" : ""
            return .failure(.io("cannot watch '\(path)': \(FileReader.reason(code))\(hint)"))
        }
        return .success(watch)
    }

    /// Waits until events are ready (true), `milliseconds` passed (false; -1 waits for ever) or a
    /// stop signal came (false, and ``stopped`` is true). Polls in short steps so a signal that
    /// lands between two checks is seen at the next step.
    static func wait(_ descriptor: Int32, milliseconds: Int32 = -1) -> Bool {
        var left = milliseconds
        while !stopped {
            let step: Int32 = left < 0 ? 200 : min(left, 200)
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, step)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
            if left >= 0 {
                left -= step
                if left <= 0 { return false }
            }
        }
        return false
    }

    /// Every event queued now (empty when none).
    static func read(_ descriptor: Int32) -> [Event] {
        var events: [Event] = []
        let size = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return Glibc.read(descriptor, base, size)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return events }
            events += parse(buffer, count: count)
        }
    }

    /// The `struct inotify_event` records in the first `count` bytes of `buffer`.
    static func parse(_ buffer: [UInt8], count: Int) -> [Event] {
        var events: [Event] = []
        let header = MemoryLayout<inotify_event>.size
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset + header <= count {
                let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameStart = offset + header
                let nameEnd = min(nameStart + length, count)
                let name = String(decoding: raw[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
                events.append(Event(watch: watch, mask: mask, name: name))
                offset = nameStart + length
            }
        }
        return events
    }

    /// Closes a descriptor.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Makes SIGINT (Ctrl-C) and SIGTERM ask the watch loop to stop instead of killing the
    /// process, so it can exit with 0. No `SA_RESTART`: a blocked `poll` returns at once.
    /// Called on the main thread before any other thread starts, so the unblocked mask is the
    /// one every later thread inherits.
    static func installStopHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in stopRequested.store(1, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may start us with these signals blocked (the mask is inherited): unblock them.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        sigaddset(&wanted, SIGINT)
        sigaddset(&wanted, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    }

    /// Whether a stop signal came.
    static var stopped: Bool { stopRequested.load(ordering: .relaxed) != 0 }

    /// The folders under `root` (itself included), skipping hidden ones and not following
    /// symbolic links, as paths joined the way ``SpecFileFinder`` joins them.
    static func folders(under root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            found.append(folder)
            guard let handle = opendir(folder) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = join(folder, name)
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { type = UInt8(DT_DIR) }
                }
                if type == UInt8(DT_DIR) { pending.append(path) }
            }
        }
        return found
    }

    /// `folder/name`, with a bare name for the current folder (as ``SpecFileFinder`` joins).
    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
