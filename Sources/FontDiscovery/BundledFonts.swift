import HostSystem

/// Where Carousel's own fonts are: the DejaVu fonts in the repository's `Assets/fonts`.
public enum BundledFonts {
    /// The regular face's file name.
    public static let regular = "DejaVuSans.ttf"
    /// The bold face's file name.
    public static let bold = "DejaVuSans-Bold.ttf"
    /// The monospaced face's file name.
    public static let mono = "DejaVuSansMono.ttf"

    /// The folder holding the bundled fonts: `$CAROUSEL_ASSETS/fonts`, else the installed copy
    /// (`PREFIX/share/carousel/fonts` for an executable in `PREFIX/bin`, as `make install` lays it
    /// out), else `Assets/fonts` found by walking up from the executable and from the working
    /// directory, else the system DejaVu folder; nil when none holds them.
    public static func directory() -> String? {
        var candidates: [String] = []
        if let assets = HostProcess.environment("CAROUSEL_ASSETS") {
            candidates.append(assets + "/fonts")
        }
        if let installed = installedShareFolder() { candidates.append(installed + "/fonts") }
        candidates += HostProcess.searchFolders().map { HostPath.join($0, "Assets/fonts") }
        candidates.append("/usr/share/fonts/truetype/dejavu")
        return candidates.first { folder in
            HostProcess.fileExists(folder + "/" + regular) && HostProcess.fileExists(folder + "/" + mono)
        }
    }

    /// `PREFIX/share/carousel` for the running executable at `PREFIX/bin/carousel` (whether or not it exists).
    public static func installedShareFolder() -> String? {
        HostProcess.executablePath().map(installedShareFolder(executable:))
    }

    /// `PREFIX/share/carousel` for an executable at `PREFIX/bin/NAME`: the layout of `make install`.
    public static func installedShareFolder(executable: String) -> String {
        HostPath.join(HostPath.parent(of: HostPath.parent(of: executable)), "share/carousel")
    }

    /// The bundled font files (regular, bold, mono) that exist, in that order.
    public static func files() -> [String] {
        guard let folder = directory() else { return [] }
        return [regular, bold, mono].map { folder + "/" + $0 }.filter { HostProcess.fileExists($0) }
    }
}
