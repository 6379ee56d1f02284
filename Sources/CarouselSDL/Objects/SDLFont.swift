import CSDL2

/// An owned TTF font at one pixel size, closed in deinit.
final class SDLFont {
    /// The C font.
    let pointer: OpaquePointer
    /// Size in pixels.
    let pixelSize: Int

    /// Opens the font file at `pixelSize`.
    init(path: String, pixelSize: Int) throws {
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError("open the font \(path) at \(pixelSize) px")
        }
        pointer = font
        self.pixelSize = pixelSize
    }

    deinit { TTF_CloseFont(pointer) }

    /// The line height in pixels.
    var lineHeight: Int { Int(TTF_FontLineSkip(pointer)) }

    /// Width in pixels of `text` on one line.
    func width(of text: String) throws -> Int {
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLError.check(TTF_SizeUTF8(pointer, text, &width, &height), "measure text")
        return Int(width)
    }

    /// Size in pixels of `text` on one line (the size of the surface `render` makes).
    func size(of text: String) throws -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLError.check(TTF_SizeUTF8(pointer, text, &width, &height), "measure text")
        return (Int(width), Int(height))
    }

    /// Renders `text` anti-aliased in `color` into a new surface.
    func render(_ text: String, color: PixelColor) throws -> SDLSurface {
        try SDLSurface(taking: TTF_RenderUTF8_Blended(pointer, text, SDLBridge.sdlColor(color)), "render text")
    }
}
