import Foundation

/// The folders fontconfig reads by default on Debian (/etc/fonts/fonts.conf), and the font files in
/// them: the fonts `check` can count on the window finding through fontconfig.
public enum SystemFontFolders {
    /// `/usr/share/fonts`, `/usr/local/share/fonts`, `$XDG_DATA_HOME/fonts` (or
    /// `~/.local/share/fonts`) and `~/.fonts`.
    public static func folders() -> [String] {
        let environment = ProcessInfo.processInfo.environment
        var folders = ["/usr/share/fonts", "/usr/local/share/fonts"]
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            folders.append(data + "/fonts")
        } else {
            folders.append(home + "/.local/share/fonts")
        }
        folders.append(home + "/.fonts")
        return folders
    }

    /// File name endings of the fonts read (TrueType, OpenType and their collections).
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files under `folders`, sorted by path (at most 20,000).
    public static func fontFiles(in folders: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for folder in folders {
            guard let walker = manager.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String, files.count < 20_000 {
                let ending = (relative as NSString).pathExtension.lowercased()
                if extensions.contains(ending) { files.append(folder + "/" + relative) }
            }
        }
        return files.sorted()
    }
}
