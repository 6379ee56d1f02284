#if canImport(Glibc)
    import Glibc
#endif

/// What a process asks of the host: its environment, the executable's path, the working
/// directory, the home folder, the processors online and whether a file exists, read with POSIX
/// calls.
///
/// Carousel's executable imports no Foundation: loading Foundation and its `Bundle.main` (which
/// lists the executable's folder) cost a `carousel check` more than the checking of a small spec
/// (docs/decisions.md, "Start without Foundation").
public enum HostProcess {
    /// The value of the environment variable `name`, or nil when it is not set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Every environment variable, `NAME=value` entries split at the first `=`.
    public static func environment() -> [String: String] {
        var values: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return values
    }

    /// The running executable's absolute path (`/proc/self/exe`), or nil when it cannot be read.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The working directory, or nil when it cannot be read.
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `$HOME`, else the home folder of the user in the password database, else `/`.
    public static func homeDirectory() -> String {
        if let home = environment("HOME"), !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir { return String(cString: folder) }
        return "/"
    }

    /// Processors currently online (`check`'s default number of jobs).
    public static var activeProcessorCount: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// True when `path` names something that exists (symbolic links followed).
    public static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when `path` is a folder (symbolic links followed).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates the folder `path` and any missing parents, like `mkdir -p`; why it failed, or nil.
    public static func createDirectories(_ path: String) -> String? {
        if isDirectory(path) { return nil }
        let parent = HostPath.parent(of: path)
        if parent != path, !parent.isEmpty, let failure = createDirectories(parent) { return failure }
        if mkdir(path, 0o755) == 0 || isDirectory(path) { return nil }
        return "\(path): \(String(cString: strerror(errno)))"
    }

    /// The folders to search upwards from for `Assets/`: the executable's folder, then the
    /// working directory, each with up to `depth` of their ancestors (nearest first).
    public static func searchFolders(depth: Int = 8) -> [String] {
        var folders: [String] = []
        for start in [executablePath(), currentDirectory()].compactMap({ $0 }) {
            var folder = start
            for _ in 0..<depth {
                folders.append(folder)
                let parent = HostPath.parent(of: folder)
                if parent == folder { break }
                folder = parent
            }
        }
        return folders
    }
}
