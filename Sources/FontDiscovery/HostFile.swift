#if canImport(Glibc)
    import Glibc
#endif

/// Whole-file writes with POSIX calls.
public enum HostFile {
    /// Writes `text` to `path` atomically (a temporary file in the same folder, then `rename`);
    /// why it failed, or nil.
    public static func write(_ text: String, to path: String) -> String? {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return reason(path) }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Glibc.write(descriptor, base + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = reason(path)
                close(descriptor)
                unlink(temporary)
                return failure
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let failure = reason(path)
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// "PATH: the errno text".
    private static func reason(_ path: String) -> String {
        "\(path): \(String(cString: strerror(errno)))"
    }
}
