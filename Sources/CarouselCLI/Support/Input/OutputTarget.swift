import CarouselSpec

#if canImport(Glibc)
    import Glibc
#endif

/// Where an output file (`-o`, `--record`) may be written, decided before anything is written.
///
/// `-o` never replaces anything but a regular file: a regular file (or a new name) is written
/// beside itself and renamed over; a character device such as `/dev/null` is written in place,
/// so its write errors (`/dev/full`: no space) are reported; a folder, FIFO, socket or block
/// device is refused. A symbolic link is followed only to a file in its own folder.
enum OutputTarget: Equatable {
    /// A regular file at this path (symbolic links resolved), or a name where none exists yet.
    case regular(String)
    /// A character device, written in place and never replaced.
    case device(String)

    /// How many links in a row are followed before the path counts as a loop.
    static let maxLinks = 8

    /// The target for `path`; a refusal is an I/O error naming `path` (exit code 2).
    static func resolve(_ path: String) throws(CommandError) -> OutputTarget {
        var current = path
        for _ in 0...maxLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                if code == ENOENT { return .regular(current) }
                throw .io("cannot write '\(path)': \(FileReader.reason(code, writing: true))")
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .regular(current)
            case S_IFCHR: return .device(current)
            case S_IFLNK: current = try linkTarget(current, written: path)
            case S_IFDIR: throw .io("cannot write '\(path)': it is a directory; give a file name")
            default:
                throw .io(
                    "cannot write '\(path)': it is not a regular file (a FIFO, socket or block device "
                        + "is never written or replaced); give a file name")
            }
        }
        throw .io("cannot write '\(path)': \(FileReader.reason(ELOOP, writing: true))")
    }

    /// Where the link `link` points, when that is in the link's own folder; otherwise a refusal.
    private static func linkTarget(_ link: String, written: String) throws(CommandError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .io("cannot write '\(written)': \(FileReader.reason(errno, writing: true))") }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = PathName.folder(of: link)
        let resolved = target.hasPrefix("/") ? target : (folder == "." ? target : folder + "/" + target)
        guard PathName.normalized(PathName.folder(of: resolved)) == PathName.normalized(folder),
            !target.split(separator: "/").contains("..")
        else {
            throw .io(
                "cannot write '\(written)': it is a symbolic link to '\(target)', outside its folder; "
                    + "-o follows links only within their folder (give the real path)")
        }
        return resolved
    }
}
