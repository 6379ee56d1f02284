/// The typefaces a scene uses.
public enum FontFace: String, Sendable, Hashable, CaseIterable {
    /// Item subtitles and notes.
    case regular
    /// Item titles, carousel titles, the empty state.
    case bold
    /// The HUD and the error overlay.
    case mono
}

/// A line of text's size in whole pixels.
public struct PixelSize: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// What text layout needs to know about fonts, in pixels (the SDL backend answers from its TrueType fonts;
/// tests use a fake with fixed advances).
public protocol FontMetrics {
    /// The size of `text` drawn on one line in `face` at `pixelSize` (the drawn image's size).
    func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize
    /// Distance in pixels from one line's top to the next.
    func lineSkip(face: FontFace, pixelSize: Int) throws -> Int
}
