import HostSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The folders fontconfig reads by default on Debian (/etc/fonts/fonts.conf), and the font files in
/// them: the fonts `check` can count on the window finding through fontconfig.
public enum SystemFontFolders {
    /// `/usr/share/fonts`, `/usr/local/share/fonts`, `$XDG_DATA_HOME/fonts` (or
    /// `~/.local/share/fonts`) and `~/.fonts`.
    public static func folders() -> [String] {
        var folders = ["/usr/share/fonts", "/usr/local/share/fonts"]
        let home = HostProcess.homeDirectory()
        if let data = HostProcess.environment("XDG_DATA_HOME"), !data.isEmpty {
            folders.append(data + "/fonts")
        } else {
            folders.append(home + "/.local/share/fonts")
        }
        folders.append(home + "/.fonts")
        return folders
    }

    /// File name endings of the fonts read (TrueType, OpenType and their collections).
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files under `folders`, sorted by path (at most 20,000). Folders are walked
    /// depth first without following symbolic links to folders (so a link cycle cannot loop);
    /// links to files are kept.
    public static func fontFiles(in folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            collect(in: folder, into: &files, depth: 0)
        }
        return files.sorted()
    }

    /// The deepest folder level walked below a font folder.
    static let maximumDepth = 32
    /// The most files collected.
    static let maximumFiles = 20_000

    /// Appends the font files under `folder` to `files`.
    private static func collect(in folder: String, into files: inout [String], depth: Int) {
        guard depth <= maximumDepth, files.count < maximumFiles, let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while files.count < maximumFiles, let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." || name.isEmpty { continue }
            let path = folder + "/" + name
            let type = entry.pointee.d_type
            if type == UInt8(DT_DIR) {
                collect(in: path, into: &files, depth: depth + 1)
            } else if extensions.contains(HostPath.lowercasedExtension(of: name)) {
                if type == UInt8(DT_UNKNOWN), HostProcess.isDirectory(path) {
                    collect(in: path, into: &files, depth: depth + 1)
                } else {
                    files.append(path)
                }
            } else if type == UInt8(DT_UNKNOWN), HostProcess.isDirectory(path) {
                collect(in: path, into: &files, depth: depth + 1)
            }
        }
    }
}
