#if canImport(Glibc)
    import Glibc
#endif

/// Writes output files whole: to a temporary file beside the target, then renamed over it.
/// What may be written at all is decided by ``OutputTarget``.
enum FileWriter {
    /// Writes `text` to `path`; on failure nothing is left behind and the error says why.
    static func write(_ text: String, to path: String) throws(CommandError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` (see ``OutputTarget`` for what `path` may name).
    static func write(_ bytes: [UInt8], to path: String) throws(CommandError) {
        try write(to: path) { $0(bytes) }
    }

    /// Writes the chunks `produce` hands its sink to `path`, as they come (`compile -o` of
    /// 100,000 items is never held whole); after a failed write the rest is dropped and the
    /// error is thrown once `produce` returns.
    static func write(to path: String, produce: (_ sink: ([UInt8]) -> Void) -> Void) throws(CommandError) {
        switch try OutputTarget.resolve(path) {
        case .device(let device):
            let descriptor = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno) }
            var code = writeChunks(produce, to: descriptor)
            if close(descriptor) != 0, code == 0 { code = errno }
            if code != 0 { throw failure(path, code) }
        case .regular(let file):
            let code = replaceAtomically(file, mode: 0o644, exactMode: false, produce: produce)
            if code != 0 { throw failure(path, code) }
        }
    }

    /// Writes `bytes` to a temporary file beside `file` with permission bits `mode` (narrowed by
    /// the umask unless `exactMode`), then renames it over `file` (a reader sees the old file or
    /// the new one); 0, or the failing `errno`, with nothing left behind. Shared with ``InPlaceWriter``.
    static func replaceAtomically(_ file: String, with bytes: [UInt8], mode: mode_t, exactMode: Bool) -> Int32 {
        replaceAtomically(file, mode: mode, exactMode: exactMode) { $0(bytes) }
    }

    /// ``replaceAtomically(_:with:mode:exactMode:)`` with the bytes handed over in chunks by `produce`.
    static func replaceAtomically(
        _ file: String, mode: mode_t, exactMode: Bool, produce: (_ sink: ([UInt8]) -> Void) -> Void
    ) -> Int32 {
        let temporary = file + ".tmp-\(getpid())"
        // O_EXCL: never write through something already at the temporary name (a link).
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { return errno }
        // fchmod: a rewritten file keeps its own bits whatever the umask says.
        var code = !exactMode || fchmod(descriptor, mode) == 0 ? writeChunks(produce, to: descriptor) : errno
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, file) != 0 { code = errno }
        if code != 0 { unlink(temporary) }
        return code
    }

    /// Writes every chunk `produce` hands over; 0, or the `errno` of the first write that failed
    /// (later chunks are then dropped).
    private static func writeChunks(_ produce: (_ sink: ([UInt8]) -> Void) -> Void, to descriptor: Int32) -> Int32 {
        var code: Int32 = 0
        produce { chunk in
            if code == 0 { code = writeAll(chunk, to: descriptor) }
        }
        return code
    }

    /// Writes every byte; 0, or the `errno` of the write that failed.
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

    /// `cannot write 'PATH': reason`.
    private static func failure(_ path: String, _ code: Int32) -> CommandError {
        .io("cannot write '\(path)': \(FileReader.reason(code, writing: true))")
    }
}
