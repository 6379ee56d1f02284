import CarouselScene
import Foundation

/// Finds the font files and opens fonts at pixel sizes on demand (kept open for reuse).
final class FontLibrary {
    private let paths: [FontFace: String]
    private var open: [FontFace: [Int: SDLFont]] = [:]

    /// Uses `customFont` (the spec's `window.font`) for regular and bold text when given,
    /// else the bundled DejaVu fonts.
    init(customFont: String?) throws {
        let directory = try FontLibrary.bundledDirectory()
        let mono = directory + "/DejaVuSansMono.ttf"
        if let customFont {
            paths = [.regular: customFont, .bold: customFont, .mono: mono]
        } else {
            paths = [.regular: directory + "/DejaVuSans.ttf", .bold: directory + "/DejaVuSans-Bold.ttf", .mono: mono]
        }
    }

    /// The font for `face` at `pixelSize` pixels (1...512).
    func font(_ face: FontFace, pixelSize: Int) throws -> SDLFont {
        let size = max(1, min(512, pixelSize))
        if let font = open[face]?[size] { return font }
        guard let path = paths[face] else { throw SDLError("open a font", reason: "no font configured") }
        let font = try SDLFont(path: path, pixelSize: size)
        open[face, default: [:]][size] = font
        return font
    }

    /// The repository folder holding `Assets/fonts` (found from the executable or the working
    /// directory), if there is one.
    static func repositoryRoot() -> String? {
        let manager = FileManager.default
        for start in [Bundle.main.executablePath, manager.currentDirectoryPath].compactMap({ $0 }) {
            var folder = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                if manager.fileExists(atPath: folder.appendingPathComponent("Assets/fonts/DejaVuSans.ttf").path) {
                    return folder.path
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The folder holding the bundled fonts: `$CAROUSEL_ASSETS/fonts`, else `Assets/fonts` found by
    /// walking up from the executable and from the working directory, else the system DejaVu folder.
    static func bundledDirectory() throws -> String {
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
        for folder in candidates
        where manager.fileExists(atPath: folder + "/DejaVuSans.ttf")
            && manager.fileExists(atPath: folder + "/DejaVuSansMono.ttf")
        {
            return folder
        }
        throw SDLError(
            "find the bundled font",
            reason: "Assets/fonts/DejaVuSans.ttf was not found next to the executable or the working directory; "
                + "set CAROUSEL_ASSETS to the repository's Assets folder")
    }
}
