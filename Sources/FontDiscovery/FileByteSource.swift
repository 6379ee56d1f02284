import FontFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Ranged reads of a font file on disk: only the bytes a reader asks for are read (`pread`).
final class FileByteSource: FontByteSource {
    private let descriptor: Int32

    /// Opens `path`; nil when it cannot be read.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        if count == 0 { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return pread(descriptor, base + filled, count - filled, off_t(offset + filled))
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            filled += read
        }
        return bytes
    }
}
