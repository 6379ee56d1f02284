#if canImport(Glibc)
    import Glibc
#endif

/// The one way Carousel writes a file: whole and atomically, never through a link.
///
/// The bytes go to a new temporary file beside the target, created with `O_CREAT | O_EXCL |
/// O_NOFOLLOW` (so nothing already at that name, a planted symbolic link least of all, is ever
/// opened or truncated), then `rename` puts it over the target: a reader sees the old file or the
/// new one, and a link at the target is replaced, not written through. Which targets may be
/// written at all (a link followed only within its folder, devices written in place) is the
/// caller's policy (`OutputTarget` in the CLI); every writer ends here: `fmt`, `check --fix`,
/// `compile -o`, `schema -o`, `render -o`, `demo --record`.
public enum HostFile {
    /// How many temporary names are tried when one is already taken (a stale or planted file).
    static let temporaryNameTries = 8

    /// Writes `text` to `path` atomically with permission bits 0644 narrowed by the umask;
    /// why it failed ("PATH: reason"), or nil.
    public static func write(_ text: String, to path: String) -> String? {
        let code = replace(path, with: Array(text.utf8), mode: 0o644, exactMode: false)
        return code == 0 ? nil : "\(path): \(String(cString: strerror(code)))"
    }

    /// Writes `bytes` to a new temporary file beside `file` with permission bits `mode` (narrowed
    /// by the umask unless `exactMode`), then renames it over `file`; 0, or the failing `errno`,
    /// with nothing left behind.
    public static func replace(_ file: String, with bytes: [UInt8], mode: mode_t, exactMode: Bool) -> Int32 {
        replace(file, mode: mode, exactMode: exactMode) { writeAll(bytes, to: $0) }
    }

    /// Lets `contents` write the new file through a descriptor of the temporary file (it returns
    /// 0 or an `errno`, and must not close the descriptor), then renames it over `file`; 0, or
    /// the failing `errno`, with nothing left behind. For writers that stream (a PNG encoder).
    public static func replace(
        _ file: String, mode: mode_t, exactMode: Bool, contents: (_ descriptor: Int32) -> Int32
    ) -> Int32 {
        var descriptor: Int32 = -1
        var temporary = ""
        for attempt in 0..<temporaryNameTries {
            temporary = file + ".tmp-\(getpid())" + (attempt == 0 ? "" : "-\(attempt)")
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return errno }
        // fchmod: a rewritten file keeps its own bits whatever the umask says.
        var code = !exactMode || fchmod(descriptor, mode) == 0 ? contents(descriptor) : errno
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, file) != 0 { code = errno }
        if code != 0 { unlink(temporary) }
        return code
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after a signal; 0, or the `errno` of
    /// the write that failed (`EIO` for a write that wrote nothing).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            if written < 0 { return errno }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }
}
