import HostSystem

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
        let code = HostFile.replace(file, with: bytes, mode: mode, exactMode: true)
        if code != 0 { throw failure(path, code) }
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandError {
        .io("cannot rewrite '\(path)': \(FileReader.reason(code, writing: true))")
    }
}
