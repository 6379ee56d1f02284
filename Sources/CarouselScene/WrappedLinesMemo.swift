/// Font metrics that also remember whole wrapped texts: ``TextLayout/lines(_:face:points:maxWidth:maxLines:)``
/// asks them before wrapping and tells them what it wrapped.
///
/// For a caller that lays the same labels out frame after frame with the same fonts (the render
/// pass of `carousel check --render` composes thousands of frames): wrapping is a pure function
/// of the key and the metrics, so a remembered answer is the answer.
public protocol WrappedLinesMemo: AnyObject {
    /// The lines remembered for `key`, or nil.
    func wrappedLines(for key: WrappedLinesKey) -> [FittedLine]?
    /// Remembers that `key` wraps into `lines`.
    func remember(_ lines: [FittedLine], for key: WrappedLinesKey)
}

/// What a wrapping depends on besides the metrics.
public struct WrappedLinesKey: Sendable, Hashable {
    /// The text wrapped.
    public var text: String
    /// Typeface.
    public var face: FontFace
    /// Font size in points.
    public var points: Double
    /// Widest line in points.
    public var maxWidth: Double
    /// Most lines.
    public var maxLines: Int
    /// Pixels per point.
    public var scale: Double

    /// Creates a key.
    public init(text: String, face: FontFace, points: Double, maxWidth: Double, maxLines: Int, scale: Double) {
        self.text = text
        self.face = face
        self.points = points
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.scale = scale
    }
}
