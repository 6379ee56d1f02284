import Foundation

/// Where Carousel's own fonts are: the DejaVu fonts in the repository's `Assets/fonts`.
public enum BundledFonts {
    /// The regular face's file name.
    public static let regular = "DejaVuSans.ttf"
    /// The bold face's file name.
    public static let bold = "DejaVuSans-Bold.ttf"
    /// The monospaced face's file name.
    public static let mono = "DejaVuSansMono.ttf"

    /// The folder holding the bundled fonts: `$CAROUSEL_ASSETS/fonts`, else `Assets/fonts` found by
    /// walking up from the executable and from the working directory, else the system DejaVu
    /// folder; nil when none holds them.
    public static func directory() -> String? {
        let manager = FileManager.default
        var candidates: [String] = []
        if let assets = ProcessInfo.processInfo.environment["CAROUSEL_ASSETS"] {
            candidates.append(assets + "/fonts")
        }
        for start in [Bundle.main.executablePath, manager.currentDirectoryPath].compactMap({ $0 }) {
            var folder = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                candidates.append(folder.appendingPathComponent("Assets/fonts").path)
                folder.deleteLastPathComponent()
            }
        }
        candidates.append("/usr/share/fonts/truetype/dejavu")
        return candidates.first { folder in
            manager.fileExists(atPath: folder + "/" + regular) && manager.fileExists(atPath: folder + "/" + mono)
        }
    }

    /// The bundled font files (regular, bold, mono) that exist, in that order.
    public static func files() -> [String] {
        guard let folder = directory() else { return [] }
        return [regular, bold, mono].map { folder + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }
}
