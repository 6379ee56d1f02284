/// One face's line measurements at one pixel size, cheap enough to ask for every title of a
/// large spec: the bounds ``CardLabels/showsWholeTitle(title:subtitle:style:in:cornerRadius:layout:bounds:)``
/// proves a title fits with, before anything is laid out.
public protocol LineWidthBounds {
    /// The height of a drawn line in pixels (what ``FontMetrics/size(of:face:pixelSize:)`` gives any non-empty text).
    var lineHeight: Int { get }
    /// The distance from one line's top to the next, in pixels (``FontMetrics/lineSkip(face:pixelSize:)``).
    var lineSkip: Int { get }
    /// A width never smaller than the measured width of `text` on one line; nil when not known cheaply.
    func widthBound(of text: Substring) -> Int?
    /// How the UTF-8 `bytes` of a text (from a word's start) wrap at their spaces on a line of
    /// `maxPixels`, by ``widthBound(of:)``: `whole` when all of it fits, else `end`, the offset
    /// of the space after the longest run of its words that fits (nil when none does, or when not
    /// known cheaply).
    func wrap(_ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int) -> (whole: Bool, end: Int?)
    /// The measured width of the widest character of `text` drawn alone; nil when not known cheaply.
    func widestCharacter(in text: String) -> Int?
}

/// Font metrics that also give ``LineWidthBounds`` (plain `check`'s measure of the font files).
public protocol LineWidthBoundMetrics: FontMetrics {
    /// The bounds of `face` at `pixelSize`; nil when these metrics cannot bound it.
    func widthBounds(_ face: FontFace, pixelSize: Int) -> (any LineWidthBounds)?
}

/// The ``LineWidthBounds`` one proof has asked for, kept by face and size: asked again without
/// going back to the metrics (or their lock). Not shared between threads.
public final class LineWidthBoundsCache {
    private struct Key: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    private let metrics: any LineWidthBoundMetrics
    private var known: [Key: (any LineWidthBounds)?] = [:]

    /// The bounds of `metrics`; nil when they give none.
    public init?(metrics: any FontMetrics) {
        guard let metrics = metrics as? any LineWidthBoundMetrics else { return nil }
        self.metrics = metrics
    }

    /// The bounds of `face` at `pixelSize` (nil when the metrics give none).
    public func bounds(_ face: FontFace, pixelSize: Int) -> (any LineWidthBounds)? {
        let key = Key(face: face, pixelSize: pixelSize)
        if let bounds = known[key] { return bounds }
        let bounds = metrics.widthBounds(face, pixelSize: pixelSize)
        known[key] = bounds
        return bounds
    }
}
