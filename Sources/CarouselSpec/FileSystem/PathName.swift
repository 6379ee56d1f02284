/// Path arithmetic on `/`-separated strings, without asking the disk (no symbolic links resolved).
public enum PathName {
    /// `path` made absolute against `folder` (itself made absolute against `workingDirectory`),
    /// with `.` and `..` components and repeated slashes removed.
    public static func resolve(_ path: String, against folder: String, workingDirectory: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        let base = folder.hasPrefix("/") ? folder : join(workingDirectory, folder)
        return normalized(join(base, path))
    }

    /// `path` with `.` and `..` components and repeated or trailing slashes removed (`..` at the
    /// root stays at the root). A relative path stays relative.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder part of `path`: `.` for a bare file name, `/` for a file at the root.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `folder/name` with one slash between.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
