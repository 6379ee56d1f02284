#if canImport(Glibc)
    import Glibc
#endif

/// Replaces the contents of an existing file atomically, keeping its permission bits: the new
/// bytes go to a temporary file beside it, which is then renamed over it (a reader sees the old
/// file or the new one, never half of either). Used by `fmt` and `check --fix`.
enum InPlaceWriter {
    /// Writes `bytes` over the regular file at `path`; a symbolic link is followed (the link
    /// stays, its target gets the new contents), as an editor saving the file would.
    static func replace(_ path: String, with bytes: [UInt8]) throws(CommandError) {
        guard let resolved = realpath(path, nil) else { throw failure(path, errno) }
        let file = String(cString: resolved)
        free(resolved)
        guard FileReader.kind(of: file) == .regular else {
            throw .io("cannot rewrite '\(path)': it is not a regular file")
        }
        var info = stat()
        let mode = stat(file, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let temporary = file + ".fmt-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var code = fchmod(descriptor, mode) == 0 ? writeAll(bytes, to: descriptor) : errno
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, file) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure(path, code)
        }
    }

    /// Every byte written; 0 or the failing `errno`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
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

    private static func failure(_ path: String, _ code: Int32) -> CommandError {
        .io("cannot rewrite '\(path)': \(FileReader.reason(code, writing: true))")
    }
}
