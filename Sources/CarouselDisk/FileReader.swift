import CarouselSpec

#if canImport(Glibc)
    import Glibc
#endif

/// Reads whole files as bytes and turns failures into one-line messages that say how to fix them:
/// the one reader of the real disk (`carousel` reads every file through it; ``DiskFileSystem``
/// is the spec loader's view of it).
public enum FileReader {
    /// Files larger than this are refused before reading: 100 MiB is more than the largest
    /// spec the format allows (100,000 items with long titles), and keeps memory bounded.
    public static let maxBytes = 100 * 1024 * 1024

    /// The kind of thing at a path.
    public enum Kind: Equatable { case regular, directory, other, missing(errno: Int32) }

    /// What is at `path` (symbolic links followed).
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing(errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The size in bytes of the regular file at `path`, or 0 when it is not one.
    public static func size(of path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0 }
        return Int(info.st_size)
    }

    /// The bytes of the regular file at `path` (at most `limit` bytes, ``maxBytes`` by default).
    public static func bytes(_ path: String, limit: Int = maxBytes) throws(FileReadError) -> [UInt8] {
        let descriptor = try openRegular(path)
        defer { close(descriptor.number) }
        guard descriptor.size <= limit else { throw .tooLarge(bytes: descriptor.size, limit: limit) }
        return try readAll(descriptor.number, expected: descriptor.size, limit: limit)
    }

    /// Everything `descriptor` gives until end of file, failing with ``FileReadError/grewTooLarge(limit:)``
    /// once more than `limit` bytes came (so an endless stream such as standard input is bounded).
    public static func readAll(_ descriptor: Int32, expected: Int, limit: Int) throws(FileReadError) -> [UInt8] {
        // One spare byte: the read that sees end-of-file then fits, so the buffer never doubles.
        var bytes = [UInt8](repeating: 0, count: min(expected, limit) + 1)
        var filled = 0
        while true {
            // A file that grows while it is read (or reports size 0, like /proc files) gets more room.
            if filled == bytes.count {
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(4096, bytes.count), limit + 1)))
            }
            let count = try readSome(descriptor, into: &bytes, at: filled)
            if count == 0 { break }
            filled += count
            if filled > limit { throw .grewTooLarge(limit: limit) }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// At most `count` of the first bytes of the regular file at `path`.
    public static func prefix(_ path: String, count: Int) throws(FileReadError) -> [UInt8] {
        let descriptor = try openRegular(path)
        defer { close(descriptor.number) }
        // No bigger than the file: a JPEG's 256 KiB search window costs its few kilobytes only.
        // (A size of 0, as /proc files report, says nothing: then the full count is allowed.)
        let capacity = descriptor.size > 0 ? min(count, descriptor.size) : count
        var bytes = [UInt8](repeating: 0, count: max(0, capacity))
        var filled = 0
        while filled < bytes.count {
            let read = try readSome(descriptor.number, into: &bytes, at: filled)
            if read == 0 { break }
            filled += read
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Opens `path` for reading and checks that it is a regular file; returns the descriptor and size.
    /// The open never waits: `O_NONBLOCK` makes opening a FIFO return at once, and the check
    /// below refuses it (and devices, sockets) before any read could block or run forever.
    private static func openRegular(_ path: String) throws(FileReadError) -> (number: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            throw type == S_IFDIR ? .folder : .notRegularFile
        }
        // Regular files never block; clear the flag anyway so reads behave as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, Int(info.st_size))
    }

    /// Reads what is available into `bytes` from `offset`; 0 at end of file. Retries interrupted reads.
    private static func readSome(_ descriptor: Int32, into bytes: inout [UInt8], at offset: Int)
        throws(FileReadError) -> Int
    {
        while true {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + offset, buffer.count - offset)
            }
            if count >= 0 { return count }
            if errno != EINTR { throw failure(errno) }
        }
    }

    /// The typed failure for an `errno` value.
    public static func failure(_ code: Int32) -> FileReadError {
        code == ENOENT ? .missing : .failed(reason: reason(code))
    }

    /// A short reason with a hint for the common `errno` values; `writing` words the hints for
    /// an output file.
    public static func reason(_ code: Int32, writing: Bool = false) -> String {
        switch code {
        case ENOENT: return writing ? "its folder does not exist" : "no such file or directory"
        case EACCES, EPERM:
            return writing
                ? "permission denied (check the write permission of the file and its folder)"
                : "permission denied (check the file's read permission)"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        case ELOOP: return "too many levels of symbolic links (is there a link loop?)"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }
}
