import HostSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Writes output files whole, through the one hardened atomic write (`HostFile.replace`: a new
/// temporary file beside the target, never a link, renamed over it). What may be written at all
/// is decided by ``OutputTarget``.
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
            let code = HostFile.replace(file, mode: 0o644, exactMode: false) { writeChunks(produce, to: $0) }
            if code != 0 { throw failure(path, code) }
        }
    }

    /// Writes every chunk `produce` hands over (``HostFile/writeAll(_:to:)``); 0, or the `errno`
    /// of the first write that failed (later chunks are then dropped).
    private static func writeChunks(_ produce: (_ sink: ([UInt8]) -> Void) -> Void, to descriptor: Int32) -> Int32 {
        var code: Int32 = 0
        produce { chunk in
            if code == 0 { code = HostFile.writeAll(chunk, to: descriptor) }
        }
        return code
    }

    /// `cannot write 'PATH': reason`.
    private static func failure(_ path: String, _ code: Int32) -> CommandError {
        .io("cannot write '\(path)': \(FileReader.reason(code, writing: true))")
    }
}
