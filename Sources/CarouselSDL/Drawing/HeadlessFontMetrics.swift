import CarouselScene
import HostSystem

/// Font metrics from the window's TrueType fonts without a window (SDL_ttf needs no display):
/// what `carousel check --render` measures text with.
///
/// One lock guards every measurement of every font, so several threads may share it: SDL_ttf
/// and FreeType are not safe to call from two threads at once.
public final class HeadlessFontMetrics: FontMetrics, Sendable {
    private let fontPath: String?

    private init(fontPath: String?) {
        self.fontPath = fontPath
    }

    /// The process's one set of open fonts (guarded by its lock).
    private static let shared = LockedValue<[String: FontMetricsCache]>([:])

    /// Metrics of the fonts a spec draws with: `fontPath` (the spec's `window.font`) for regular
    /// and bold text, else the bundled DejaVu fonts. Throws when SDL_ttf cannot start or the
    /// fonts cannot be found; a font that cannot be opened throws on first use.
    public static func forSpec(fontPath: String?) throws -> HeadlessFontMetrics {
        try shared.withLock { fonts in
            try SDLLibrary.startFontsAndImages()
            let key = fontPath ?? ""
            if fonts[key] == nil { fonts[key] = FontMetricsCache(fonts: try FontLibrary(customFont: fontPath)) }
        }
        return HeadlessFontMetrics(fontPath: fontPath)
    }

    /// The size of `text` on one line, in pixels.
    public func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
        try Self.shared.withLock { fonts in
            guard let cache = fonts[fontPath ?? ""] else { throw SDLError("measure text", reason: "no fonts open") }
            return try cache.size(of: text, face: face, pixelSize: pixelSize)
        }
    }

    /// Distance from one line's top to the next, in pixels.
    public func lineSkip(face: FontFace, pixelSize: Int) throws -> Int {
        try Self.shared.withLock { fonts in
            guard let cache = fonts[fontPath ?? ""] else { throw SDLError("measure text", reason: "no fonts open") }
            return try cache.lineSkip(face: face, pixelSize: pixelSize)
        }
    }
}
