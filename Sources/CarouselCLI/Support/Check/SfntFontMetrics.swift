import CarouselScene
import FontDiscovery
import HostSystem

/// The scene's font metrics answered from the font files' own tables (``SfntTextMeasure``):
/// what plain `carousel check` fits titles with, the same in the full and the light build.
/// One measure per font is kept for the process, so a batch of specs shares its widths.
final class SfntFontMetrics: LineWidthBoundMetrics, Sendable {
    private let measure: SfntTextMeasure

    private init(measure: SfntTextMeasure) { self.measure = measure }

    /// The measures made so far, by the spec's font path ("" for the bundled fonts).
    private static let shared = LockedValue<[String: SfntTextMeasure]>([:])

    /// The metrics of the fonts a spec draws with (`fontPath`: its `window.font`), or nil when the
    /// bundled fonts are not found.
    static func forSpec(fontPath: String?) -> SfntFontMetrics? {
        let measure = shared.withLock { measures -> SfntTextMeasure? in
            let key = fontPath ?? ""
            if let known = measures[key] { return known }
            let made = SfntTextMeasure.bundled(customFont: fontPath)
            measures[key] = made
            return made
        }
        return measure.map(SfntFontMetrics.init(measure:))
    }

    func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
        let size = measure.size(of: text, style: Self.style(face), pixelSize: pixelSize)
        return PixelSize(width: size.width, height: size.height)
    }

    func lineSkip(face: FontFace, pixelSize: Int) throws -> Int {
        measure.lineSkip(style: Self.style(face), pixelSize: pixelSize)
    }

    func widthBounds(_ face: FontFace, pixelSize: Int) -> (any LineWidthBounds)? {
        guard let table = measure.widthTable(style: Self.style(face), pixelSize: pixelSize) else { return nil }
        return SfntWidthBounds(
            lineHeight: table.lineHeight, lineSkip: table.lineSkip, bound: { table.widthBound(of: $0) },
            wraps: { table.wrap($0, maxPixels: $1) }, widest: { table.widestCharacter(in: $0) })
    }

    private static func style(_ face: FontFace) -> SfntTextMeasure.Style {
        switch face {
        case .regular: return .regular
        case .bold: return .bold
        case .mono: return .mono
        }
    }
}

/// A font's width table (FontFiles' `MeasuredWidthTable`, read without a lock) as the scene's ``LineWidthBounds``.
struct SfntWidthBounds: LineWidthBounds {
    let lineHeight: Int
    let lineSkip: Int
    let bound: (Substring) -> Int?
    let wraps: (UnsafeBufferPointer<UInt8>, Int) -> (whole: Bool, end: Int?)
    let widest: (String) -> Int?

    func widthBound(of text: Substring) -> Int? { bound(text) }
    func wrap(_ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int) -> (whole: Bool, end: Int?) {
        wraps(bytes, maxPixels)
    }
    func widestCharacter(in text: String) -> Int? { widest(text) }
}
