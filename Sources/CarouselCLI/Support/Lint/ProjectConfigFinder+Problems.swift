import CarouselSpec
import LintConfig

#if canImport(Glibc)
    import Glibc
#endif

extension ProjectConfigFinder {
    /// Whether anything is at `path`, the link itself when it is a symbolic link (a dangling link
    /// or a link loop counts). Only a missing entry (or a missing folder on the way) is nothing.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        if lstat(path, &info) == 0 { return true }
        return errno != ENOENT && errno != ENOTDIR
    }

    /// One line naming the config at `path` that could not be read, saying how to fix it.
    static func problem(_ error: FileReadError, path: String) -> String {
        let must = "a project config must be a regular file"
        switch error {
        case .folder:
            return "'\(path)' is a directory, not a project config; \(must) (rename or remove the folder)"
        case .notRegularFile:
            return "'\(path)' is not a regular file (a FIFO, device or socket is never read); \(must) "
                + "(remove it or replace it with one)"
        case .missing:
            return "'\(path)' is a symbolic link to a file that does not exist; \(must) (fix or remove the link)"
        default:
            return error.message(path: path, noun: "project config", example: "a \(LintConfigReader.fileName) file")
        }
    }
}
