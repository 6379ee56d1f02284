#if canImport(Glibc)
    import Glibc
#endif

/// Reads whole files as bytes and turns failures into one-line messages that say how to fix them.
enum FileReader {
    /// Files larger than this are refused before reading: 100 MiB is more than the largest
    /// spec the format allows (100,000 items with long titles), and keeps memory bounded.
    static let maxBytes = 100 * 1024 * 1024

    /// The kind of thing at a path.
    enum Kind: Equatable { case regular, directory, other, missing(errno: Int32) }

    /// What is at `path` (symbolic links followed).
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing(errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The bytes of the regular file at `path`.
    static func read(_ path: String) throws(CommandError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io("cannot read '\(path)': \(reason(errno))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io("cannot read '\(path)': \(reason(errno))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .io("'\(path)' is a directory, not a spec file; give the path of a .carousel.toml file")
        default: throw .io("'\(path)' is not a regular file; give the path of a .carousel.toml file")
        }
        guard info.st_size <= maxBytes else {
            let mebibytes = Double(info.st_size) / 1_048_576
            throw .io(
                "'\(path)' is \(Int(mebibytes.rounded())) MiB; spec files are limited to \(maxBytes / 1_048_576) MiB (is it the right file?)"
            )
        }
        // One spare byte: the read that sees end-of-file then fits, so the buffer never doubles.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            // A file that grows while it is read (or reports size 0, like /proc files) gets more room.
            if filled == bytes.count {
                if filled > maxBytes { throw .io("'\(path)' grew past \(maxBytes / 1_048_576) MiB while being read") }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io("cannot read '\(path)': \(reason(errno))")
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// A short reason with a hint for the common `errno` values.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied (check the file's read permission)"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }
}
