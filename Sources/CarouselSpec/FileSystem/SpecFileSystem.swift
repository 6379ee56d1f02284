/// What is at a path.
public enum FileKind: Sendable, Equatable {
    /// Nothing (or a path that cannot be looked at).
    case missing
    /// A regular file.
    case file
    /// A folder.
    case folder
    /// Something else: a device, a FIFO, a socket.
    case other
}

/// The file-system questions a spec compile asks.
///
/// The compiler never touches the disk itself: the CLI passes the real disk, tests and an
/// editor pass files held in memory (``InMemoryFileSystem``).
public protocol SpecFileSystem: Sendable {
    /// What is at `path` (symbolic links followed).
    func kind(of path: String) -> FileKind
    /// Every byte of the regular file at `path`.
    func read(_ path: String) throws(FileReadError) -> [UInt8]
    /// At most `count` of the first bytes of the regular file at `path`.
    func readPrefix(_ path: String, count: Int) throws(FileReadError) -> [UInt8]
    /// `path` (absolute) with its symbolic links resolved and normalised; the path itself,
    /// normalised, when nothing is there to resolve (so a missing file stays testable).
    func realPath(_ path: String) -> String
    /// The names in the folder at `path` (no `.` or `..`), in no particular order (folder sources).
    func contents(ofFolder path: String) throws(FileReadError) -> [String]
}

extension SpecFileSystem {
    /// No symbolic links: the path, normalised (files held in memory).
    public func realPath(_ path: String) -> String { PathName.normalized(path) }

    /// The names in the folder at `path` (no `.` or `..`), in no particular order. A file system
    /// that cannot list folders throws ``FileReadError/failed(reason:)``.
    public func contents(ofFolder path: String) throws(FileReadError) -> [String] {
        throw .failed(reason: "this file system cannot list folders")
    }
}
