import CFontconfig
import LazyLibraries

/// Asks fontconfig (the desktop's font lookup) for a font that draws a character: the fallback
/// fonts of the window (Noto CJK for Japanese, Chinese and Korean, Noto Color Emoji for emoji).
/// Every fontconfig call and conversion is here.
enum FontconfigLookup {
    /// A font face on disk.
    struct Match: Hashable {
        /// The font file.
        var path: String
        /// The face in the file (collections hold several).
        var index: Int
    }

    /// Whether libfontconfig.so.1 could be loaded and loaded its configuration (done once). Without
    /// it there are no fallback fonts: characters the window's fonts lack draw as boxes.
    private static let ready: Bool = (try? LazyLibrary.fontconfig.load()) != nil && FcInit() != 0

    /// The first font in fontconfig's order for a sans-serif (or monospace) face of the weight that
    /// has a glyph for `scalar`, preferring fonts for `language` (`ja`, `ko`; nil for none) and, for
    /// an emoji, colour fonts of the `emoji` family; nil when no installed font has one.
    static func font(
        covering scalar: Unicode.Scalar, bold: Bool, monospace: Bool, language: String?, emoji: Bool = false
    ) -> Match? {
        guard ready, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, carousel_fc_family(), emoji ? "emoji" : monospace ? "monospace" : "sans-serif")
        if emoji { FcPatternAddBool(pattern, carousel_fc_color(), 1) }
        FcPatternAddInteger(pattern, carousel_fc_weight(), bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        if let language { addString(pattern, carousel_fc_lang(), language) }
        if let characters = FcCharSetCreate() {
            FcCharSetAddChar(characters, scalar.value)
            FcPatternAddCharSet(pattern, carousel_fc_charset(), characters)
            FcCharSetDestroy(characters)
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let fonts = FcFontSort(nil, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        for position in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[position], covers(font, scalar), let path = file(of: font) else {
                continue
            }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, carousel_fc_index(), 0, &index)
            return Match(path: path, index: Int(index))
        }
        return nil
    }

    private static func addString(_ pattern: OpaquePointer, _ key: UnsafePointer<CChar>, _ value: String) {
        value.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                _ = FcPatternAddString(pattern, key, $0)
            }
        }
    }

    private static func covers(_ font: OpaquePointer, _ scalar: Unicode.Scalar) -> Bool {
        var characters: OpaquePointer?
        guard FcPatternGetCharSet(font, carousel_fc_charset(), 0, &characters) == FcResultMatch, let characters else {
            return false
        }
        return FcCharSetHasChar(characters, scalar.value) != 0
    }

    private static func file(of font: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, carousel_fc_file(), 0, &value) == FcResultMatch, let value else { return nil }
        return value.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
    }
}
