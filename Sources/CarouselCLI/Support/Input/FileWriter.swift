#if canImport(Glibc)
    import Glibc
#endif

/// Writes output files whole: to a temporary file beside the target, then renamed over it.
enum FileWriter {
    /// Writes `text` to `path`; on failure nothing is left behind and the error says why.
    static func write(_ text: String, to path: String) throws(CommandError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io("cannot write '\(path)': \(FileReader.reason(errno))") }
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32 = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { failure = errno; break }
            offset += written
        }
        bytes.removeAll()
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .io("cannot write '\(path)': \(FileReader.reason(failure))")
        }
    }
}
