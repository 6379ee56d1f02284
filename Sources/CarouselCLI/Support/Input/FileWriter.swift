import FontDiscovery

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
        switch try OutputTarget.resolve(path) {
        case .device(let device):
            let descriptor = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno) }
            var code = HostFile.writeAll(bytes, to: descriptor)
            if close(descriptor) != 0, code == 0 { code = errno }
            if code != 0 { throw failure(path, code) }
        case .regular(let file):
            let code = HostFile.replace(file, with: bytes, mode: 0o644, exactMode: false)
            if code != 0 { throw failure(path, code) }
        }
    }

    /// `cannot write 'PATH': reason`.
    private static func failure(_ path: String, _ code: Int32) -> CommandError {
        .io("cannot write '\(path)': \(FileReader.reason(code, writing: true))")
    }
}
