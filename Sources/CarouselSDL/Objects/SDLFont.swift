import CSDL2

/// An owned TTF font at one pixel size, closed in deinit.
final class SDLFont {
    /// The C font.
    let pointer: OpaquePointer
    /// Size in pixels (for a bitmap-only font, the index of its fixed size).
    let pixelSize: Int
    /// The direction and script last set (the font's shaping state; see ``shape(rightToLeft:script:)``).
    private var shaping = (rightToLeft: false, script: "Zzzz")

    /// Opens face `index` of the font file at `pixelSize`. For a bitmap-only font (colour emoji)
    /// SDL_ttf reads `pixelSize` as the index of one of its fixed sizes.
    init(path: String, pixelSize: Int, index: Int = 0) throws {
        guard let font = TTF_OpenFontIndex(path, Int32(pixelSize), index) else {
            throw SDLError("open the font \(path) at \(pixelSize) px")
        }
        pointer = font
        self.pixelSize = pixelSize
    }

    deinit { TTF_CloseFont(pointer) }

    /// The line height in pixels.
    var lineHeight: Int { Int(TTF_FontLineSkip(pointer)) }
    /// The height of a rendered line (ascent plus descent) in pixels.
    var height: Int { Int(TTF_FontHeight(pointer)) }
    /// Pixels from the top of a rendered line to its baseline.
    var ascent: Int { Int(TTF_FontAscent(pointer)) }

    /// Sets the direction and the ISO 15924 script (`Arab`, `Hebr`; `Zzzz` for none) HarfBuzz
    /// shapes the next texts with: a right-to-left run is laid out from the right, and Arabic
    /// letters join.
    func shape(rightToLeft: Bool, script: String) {
        guard shaping != (rightToLeft, script) else { return }
        shaping = (rightToLeft, script)
        // Both fail only when SDL_ttf is built without HarfBuzz: the text is then drawn unshaped.
        _ = TTF_SetFontDirection(pointer, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        _ = TTF_SetFontScriptName(pointer, script)
    }

    /// Width in pixels of `text` on one line.
    func width(of text: String) throws -> Int {
        try size(of: text).width
    }

    /// Size in pixels of `text` on one line (the size of the surface `render` makes).
    func size(of text: String) throws -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLError.check(TTF_SizeUTF8(pointer, text, &width, &height), "measure text")
        return (Int(width), Int(height))
    }

    /// Renders `text` anti-aliased in `color` into a new surface (colour glyphs keep their colours).
    func render(_ text: String, color: PixelColor) throws -> SDLSurface {
        try SDLSurface(taking: TTF_RenderUTF8_Blended(pointer, text, SDLBridge.sdlColor(color)), "render text")
    }
}
