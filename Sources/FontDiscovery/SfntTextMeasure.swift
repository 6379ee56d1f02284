import FontFiles
import HostSystem

/// Measures lines of text from the font files' own tables, the way the window's SDL_ttf draws
/// them but never narrower (``MeasuredFace``): what plain `carousel check` fits titles with, in
/// the full and the light build alike (no SDL, no fontconfig).
///
/// Each style has the window's chain of fonts (the spec's font or the bundled DejaVu face, then
/// the bundled regular face); a character none of them draws takes a system font, from the
/// folders fontconfig reads by default, choosing among the fonts that draw it the one with the
/// widest advance (the window asks fontconfig, which may pick another; the widest keeps the
/// measure on the safe side). Widths are remembered per (style, size, text). Safe to share
/// between threads.
public final class SfntTextMeasure: Sendable {
    /// The three styles a scene draws text in.
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// Subtitles.
        case regular
        /// Titles.
        case bold
        /// The HUD.
        case mono
    }

    private struct Key: Hashable {
        var text: String
        var style: Style
        var pixelSize: Int
    }

    private struct State {
        var chains: [Style: [Int]]
        var faces: [MeasuredFace]
        var asked: [Style: Set<Unicode.Scalar>] = [:]
        /// System faces not read yet (nil until the folders are listed).
        var system: [MeasuredFace]?
        var widths: [Key: Int] = [:]
        /// Width tables by style and clamped pixel size (nil: the style's first font is not scalable).
        var tables: [Key: MeasuredWidthTable?] = [:]
    }

    private let state: LockedValue<State>
    private let systemFolders: [String]

    /// The measure of the fonts a spec draws with: `customFont` (its `window.font`) for regular
    /// and bold text, else the bundled fonts `regular`, `bold` and `mono`; nil when a bundled font
    /// cannot be read.
    public init?(
        customFont: String?, regular: String, bold: String, mono: String,
        systemFolders: [String] = SystemFontFolders.folders()
    ) {
        var faces: [MeasuredFace] = []
        for path in [regular, bold, mono] {
            guard let source = FileByteSource(path: path), let face = MeasuredFace(source: source) else { return nil }
            faces.append(face)
        }
        var chains: [Style: [Int]] = [.regular: [0], .bold: [1, 0], .mono: [2, 0]]
        if let customFont, let source = FileByteSource(path: customFont), let face = MeasuredFace(source: source) {
            faces.append(face)
            chains[.regular] = [3, 0]
            chains[.bold] = [3, 1, 0]
        }
        state = LockedValue(State(chains: chains, faces: faces))
        self.systemFolders = systemFolders
    }

    /// The measure of the bundled fonts (``BundledFonts``) and `customFont`; nil when they are not found.
    public static func bundled(customFont: String?) -> SfntTextMeasure? {
        guard let folder = BundledFonts.directory() else { return nil }
        return SfntTextMeasure(
            customFont: customFont, regular: folder + "/" + BundledFonts.regular,
            bold: folder + "/" + BundledFonts.bold, mono: folder + "/" + BundledFonts.mono)
    }

    /// Most widths of non-ASCII text remembered at once (then forgotten together).
    static let rememberedWidths = 16_384

    /// Pixel sizes SDL_ttf opens fonts at.
    static func clamped(_ pixelSize: Int) -> Int { max(1, min(512, pixelSize)) }

    /// The size in pixels of `text` on one line in `style` at `pixelSize`: at least the drawn
    /// width, and the height of the style's first font.
    public func size(of text: String, style: Style, pixelSize: Int) -> (width: Int, height: Int) {
        let size = Self.clamped(pixelSize)
        return state.withLock { state in
            let first = state.chains[style]?.first ?? 0
            let primary = state.faces[first].lineMetrics(pixelSize: size)
            let height = text.isEmpty ? 0 : primary.height
            // ASCII the first font draws is summed from its tables at once: cheaper than a lookup,
            // and a spec of 100,000 distinct titles leaves nothing behind.
            if text.unicodeScalars.allSatisfy({ $0.value < 0x80 && state.faces[first].face.covers($0) }) {
                return (text.isEmpty ? 0 : state.faces[first].width(of: text.unicodeScalars, pixelSize: size), height)
            }
            let key = Key(text: text, style: style, pixelSize: size)
            if let width = state.widths[key] { return (width, height) }
            let width = Self.width(of: text, style: style, pixelSize: size, primaryHeight: primary.height, &state, self)
            // Other text (fallback fonts, runs) is remembered, up to a bound.
            if state.widths.count >= Self.rememberedWidths { state.widths.removeAll(keepingCapacity: true) }
            state.widths[key] = width
            return (width, height)
        }
    }

    /// Distance in pixels from one line's top to the next in `style` at `pixelSize`.
    public func lineSkip(style: Style, pixelSize: Int) -> Int {
        state.withLock { state in
            state.faces[state.chains[style]?.first ?? 0].lineMetrics(pixelSize: Self.clamped(pixelSize)).lineSkip
        }
    }

    /// The width table (``MeasuredWidthTable``) of `style`'s first font at `pixelSize`, made once
    /// per style and size; nil when that font is not scalable (then lines are not measured from
    /// its advances alone). What reads it needs no lock: the table is a value.
    public func widthTable(style: Style, pixelSize: Int) -> MeasuredWidthTable? {
        let size = Self.clamped(pixelSize)
        return state.withLock { state in
            let key = Key(text: "", style: style, pixelSize: size)
            if let known = state.tables[key] { return known }
            let face = state.faces[state.chains[style]?.first ?? 0]
            let table = face.face.isScalable ? face.widthTable(pixelSize: size) : nil
            if state.tables.count >= Self.rememberedTables { state.tables.removeAll(keepingCapacity: true) }
            state.tables[key] = table
            return table
        }
    }

    /// Most width tables remembered at once (each about 130 KB; then forgotten together).
    static let rememberedTables = 64

    private static func width(
        of text: String, style: Style, pixelSize: Int, primaryHeight: Int, _ state: inout State,
        _ measure: SfntTextMeasure
    ) -> Int {
        let faces = state.faces
        let chain = state.chains[style] ?? [0]
        // The common case: ASCII the first font draws.
        if text.unicodeScalars.allSatisfy({ $0.value < 0x80 && faces[chain[0]].face.covers($0) }) {
            return text.isEmpty ? 0 : faces[chain[0]].width(of: text.unicodeScalars, pixelSize: pixelSize)
        }
        measure.addFallbacks(for: text, style: style, &state)
        let full = state.chains[style] ?? chain
        let all = state.faces
        let runs = FontRuns.split(
            text, fontCount: full.count, covers: { all[full[$0]].face.covers($1) },
            isColor: { all[full[$0]].face.directory.hasColorGlyphs })
        var total = 0
        for run in runs {
            let face = all[full.indices.contains(run.font) ? full[run.font] : full[0]]
            if face.face.isScalable {
                total += face.width(of: run.text.unicodeScalars, pixelSize: pixelSize)
                let joining = run.text.unicodeScalars.filter(Self.joins).count
                total += joining * Int((Self.joiningAllowance * Double(pixelSize)).rounded(.up))
            } else {
                total += Self.bitmapWidth(of: run.text, face: face, primaryHeight: primaryHeight)
            }
        }
        return total
    }

    /// Ems added for each Arabic letter: the shaper draws a letter's joined form, which can be
    /// wider than the isolated form the character map names (up to about 0.1 em in DejaVu Sans;
    /// `SfntWidthTests` holds the measure to SDL_ttf's on generated Arabic text).
    static let joiningAllowance = 0.12

    /// True for the letters of the Arabic blocks (joined by the shaper).
    static func joins(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    /// A bitmap-only (colour emoji) run, scaled as the window scales it: to the first font's line height.
    private static func bitmapWidth(of text: String, face: MeasuredFace, primaryHeight: Int) -> Int {
        guard let metrics = face.face.metrics, metrics.ascender - metrics.descender > 0 else { return 0 }
        let advances = text.unicodeScalars.reduce(0) { sum, scalar in
            sum + metrics.advance(ofGlyph: face.face.characters.glyph(for: scalar) ?? 0)
        }
        let width = Double(advances) * Double(primaryHeight) / Double(metrics.ascender - metrics.descender)
        return Int(width.rounded(.up)) + 1
    }

    /// Adds a system font to `style`'s chain for each character of `text` none of its fonts draws
    /// (for an emoji, no colour font of it), once per character.
    private func addFallbacks(for text: String, style: Style, _ state: inout State) {
        guard var chain = state.chains[style] else { return }
        let scalars = Array(text.unicodeScalars)
        for (position, scalar) in scalars.enumerated() where !state.asked[style, default: []].contains(scalar) {
            let emoji = FontRuns.isEmoji(scalar, next: position + 1 < scalars.count ? scalars[position + 1] : nil)
            guard scalar.value >= 0x80 || emoji else { continue }
            let faces = state.faces
            let covered = chain.contains {
                faces[$0].face.covers(scalar) && (!emoji || faces[$0].face.directory.hasColorGlyphs)
            }
            guard !covered else { continue }
            state.asked[style, default: []].insert(scalar)
            if state.system == nil { state.system = Self.readSystemFaces(in: systemFolders) }
            let candidates = (state.system ?? []).filter {
                $0.face.covers(scalar) && (!emoji || $0.face.directory.hasColorGlyphs)
            }
            let widest = candidates.max { lhs, rhs in
                (lhs.face.advance(of: scalar) ?? 0) < (rhs.face.advance(of: scalar) ?? 0)
            }
            guard let widest else { continue }
            state.faces.append(widest)
            chain.append(state.faces.count - 1)
        }
        state.chains[style] = chain
    }

    /// Every face of the font files under `folders`, with metrics (no ink extents: a fallback run
    /// is measured by its advances).
    private static func readSystemFaces(in folders: [String]) -> [MeasuredFace] {
        var faces: [MeasuredFace] = []
        for path in SystemFontFolders.fontFiles(in: folders) {
            guard let source = FileByteSource(path: path), let offsets = try? FontTableDirectory.faceOffsets(in: source)
            else { continue }
            for index in offsets.indices {
                if let face = MeasuredFace(source: source, index: index, withInk: false) { faces.append(face) }
            }
        }
        return faces
    }
}
