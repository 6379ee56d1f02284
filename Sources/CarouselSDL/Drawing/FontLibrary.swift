import CarouselScene
import FontDiscovery
import FontFiles
import HostSystem

/// Finds the font files, the fallback fonts for characters they lack, and opens fonts at pixel
/// sizes on demand (kept open for reuse).
///
/// Each face has a chain of fonts: the spec's font or the bundled DejaVu face, the bundled regular
/// face, then the fonts fontconfig names for characters none of those draw (Noto CJK, Noto Color
/// Emoji), added as texts need them. Which font covers a character is read from the font files'
/// character maps (FontFiles), the same reader `carousel check` uses.
final class FontLibrary {
    /// One face of a font file.
    struct FontKey: Hashable {
        /// The file.
        var path: String
        /// The face in the file (0 except in collections).
        var index: Int
    }

    private var chains: [FontFace: [FontKey]]
    private var faces: [FontKey: FontFileFace] = [:]
    private var asked: [FontFace: Set<Unicode.Scalar>] = [:]
    private var open: [FontKey: [Int: SDLFont]] = [:]
    private let systemFallback: Bool

    /// Uses `customFont` (the spec's `window.font`) for regular and bold text when given, else the
    /// bundled DejaVu fonts; `systemFallback` false keeps to those (characters they lack draw as boxes).
    init(customFont: String?, systemFallback: Bool = true) throws {
        let directory = try FontLibrary.bundledDirectory()
        func bundled(_ name: String) -> FontKey { FontKey(path: directory + "/" + name, index: 0) }
        let regular = bundled(BundledFonts.regular), bold = bundled(BundledFonts.bold)
        let mono = bundled(BundledFonts.mono)
        if let customFont {
            let custom = FontKey(path: customFont, index: 0)
            chains = [.regular: [custom, regular], .bold: [custom, bold, regular], .mono: [mono, regular]]
        } else {
            chains = [.regular: [regular], .bold: [bold, regular], .mono: [mono, regular]]
        }
        self.systemFallback = systemFallback
        for key in chains.values.joined() where faces[key] == nil { load(key) }
    }

    /// The first font of `face`'s chain at `pixelSize` pixels (1...512): the one whose line metrics
    /// a text's line has.
    func font(_ face: FontFace, pixelSize: Int) throws -> SDLFont {
        guard let key = chains[face]?.first else { throw SDLError("open a font", reason: "no font configured") }
        return try font(key, pixelSize: pixelSize)
    }

    /// Font `key` at `pixelSize` pixels (1...512); a bitmap-only font opens at its fixed size.
    func font(_ key: FontKey, pixelSize: Int) throws -> SDLFont {
        let size = isScalable(key) ? max(1, min(512, pixelSize)) : 0
        if let font = open[key]?[size] { return font }
        let font = try SDLFont(path: key.path, pixelSize: size, index: key.index)
        open[key, default: [:]][size] = font
        return font
    }

    /// False for bitmap-only fonts (colour emoji), drawn at a fixed size and scaled.
    func isScalable(_ key: FontKey) -> Bool { faces[key]?.isScalable ?? true }

    /// `text` split into runs that one font draws in one direction, left to right on screen, each
    /// with its font.
    func runs(of text: String, face: FontFace) -> [(run: FontRun, font: FontKey)] {
        // The common case, measured often while text is fitted: ASCII the first font has.
        if let first = chains[face]?.first, let firstFace = faces[first],
            text.unicodeScalars.allSatisfy({ $0.value < 0x80 && firstFace.covers($0) })
        {
            return text.isEmpty ? [] : [(FontRun(text: text, font: 0, isRightToLeft: false, script: "Zzzz"), first)]
        }
        addFallbacks(for: text, face: face)
        let chain = chains[face] ?? []
        let runs = FontRuns.split(
            text, fontCount: chain.count, covers: { index, scalar in faces[chain[index]]?.covers(scalar) ?? false },
            isColor: { index in faces[chain[index]]?.directory.hasColorGlyphs ?? false })
        return runs.compactMap { run in
            chain.indices.contains(run.font) ? (run, chain[run.font]) : chain.first.map { (run, $0) }
        }
    }

    /// Asks fontconfig once per character for a font when no font of the chain has it (for an emoji,
    /// when no colour font of the chain has it).
    private func addFallbacks(for text: String, face: FontFace) {
        guard systemFallback, var chain = chains[face] else { return }
        let language = Self.language(of: text)
        let scalars = Array(text.unicodeScalars)
        for (position, scalar) in scalars.enumerated() where !asked[face, default: []].contains(scalar) {
            let emoji = FontRuns.isEmoji(scalar, next: position + 1 < scalars.count ? scalars[position + 1] : nil)
            guard scalar.value >= 0x80 || emoji else { continue }
            let covered = chain.contains { key in
                guard let face = faces[key], face.covers(scalar) else { return false }
                return !emoji || face.directory.hasColorGlyphs
            }
            guard !covered else { continue }
            asked[face, default: []].insert(scalar)
            guard
                let match = FontconfigLookup.font(
                    covering: scalar, bold: face == .bold, monospace: face == .mono, language: language, emoji: emoji)
            else { continue }
            let key = FontKey(path: match.path, index: match.index)
            guard !chain.contains(key) else { continue }
            load(key)
            if faces[key] != nil { chain.append(key) }
        }
        chains[face] = chain
    }

    private func load(_ key: FontKey) {
        faces[key] = FontFileLoader.face(at: key.path, index: key.index)
    }

    /// `ja` for text with kana, `ko` with Hangul (so Han characters get the right regional forms).
    static func language(of text: String) -> String? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF: return "ja"
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
            default: continue
            }
        }
        return nil
    }

    /// The repository folder holding `Assets/fonts` (found from the executable or the working
    /// directory), if there is one.
    static func repositoryRoot() -> String? {
        HostProcess.searchFolders().first { HostProcess.fileExists(HostPath.join($0, "Assets/fonts/DejaVuSans.ttf")) }
    }

    /// The folder holding the bundled fonts (see `BundledFonts.directory()`).
    static func bundledDirectory() throws -> String {
        guard let folder = BundledFonts.directory() else {
            throw SDLError(
                "find the bundled font",
                reason: "Assets/fonts/DejaVuSans.ttf was not found next to the executable or the working directory; "
                    + "set CAROUSEL_ASSETS to the repository's Assets folder")
        }
        return folder
    }
}
