import CarouselSpec

#if canImport(Glibc)
    import Glibc
#endif

/// The real disk, as the spec loader sees it (built on ``FileReader``, which refuses FIFOs,
/// devices and oversized files).
public struct DiskFileSystem: SpecFileSystem {
    /// The disk.
    public init() {}

    /// What is at `path` (symbolic links followed).
    public func kind(of path: String) -> FileKind {
        switch FileReader.kind(of: path) {
        case .regular: return .file
        case .directory: return .folder
        case .other: return .other
        case .missing: return .missing
        }
    }

    /// Every byte of the regular file at `path`.
    public func read(_ path: String) throws(FileReadError) -> [UInt8] {
        try FileReader.bytes(path)
    }

    /// At most `count` first bytes of the regular file at `path`.
    public func readPrefix(_ path: String, count: Int) throws(FileReadError) -> [UInt8] {
        try FileReader.prefix(path, count: count)
    }

    /// `path` with its symbolic links resolved (realpath(3)); for a path that does not exist, its
    /// nearest existing folder resolved and the rest appended, so a missing file still has a place.
    public func realPath(_ path: String) -> String {
        let normalized = PathName.normalized(path)
        if let pointer = realpath(normalized, nil) {
            defer { free(pointer) }
            return String(cString: pointer)
        }
        guard normalized != "/" else { return "/" }
        let folder = realPath(PathName.folder(of: normalized))
        let name = normalized.split(separator: "/").last.map(String.init) ?? ""
        return folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The names in the folder at `path` (no `.` or `..`).
    public func contents(ofFolder path: String) throws(FileReadError) -> [String] {
        guard let folder = opendir(path) else {
            let code = errno
            if code == ENOENT { throw .missing }
            if code == ENOTDIR { throw .notRegularFile }
            throw .failed(reason: String(cString: strerror(code)))
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The process's working folder (`/` when it cannot be read, e.g. after it was deleted).
    public static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
