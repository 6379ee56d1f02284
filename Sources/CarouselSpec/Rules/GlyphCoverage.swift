/// Which characters the fonts of this machine can draw: handed to the compiler by the CLI (which
/// reads the font files) so `check` can warn about text that would draw as empty boxes (W0420).
/// The compiler itself never touches the disk; without a coverage there is no W0420.
public protocol GlyphCoverage: Sendable {
    /// True when some font available to the renderer draws `scalar`, for a spec whose `window.font`
    /// is `customFont` (an absolute path; nil for the bundled fonts).
    func canDraw(_ scalar: Unicode.Scalar, customFont: String?) -> Bool

    /// The width in points of `text` on one line at `points` points (bold or regular), measured
    /// with the renderer's fonts; nil when they cannot tell (`per-view = "auto"` labels).
    func labelWidth(of text: String, points: Double, bold: Bool, customFont: String?) -> Double?

    /// `text` wrapped at `points` points within `width` points onto at most `maxLines` lines, as
    /// the renderer wraps and stacks it; nil when the fonts cannot tell (the labels of a vertical
    /// `per-view = "auto"` carousel).
    func wrap(
        _ text: String, points: Double, bold: Bool, width: Double, maxLines: Int, customFont: String?
    ) -> WrappedText?
}

extension GlyphCoverage {
    /// No measurement: `per-view = "auto"` estimates the label (``ItemLengthResolver``).
    public func labelWidth(of text: String, points: Double, bold: Bool, customFont: String?) -> Double? { nil }

    /// No measurement: a vertical `per-view = "auto"` label's lines are estimated (``ItemLengthResolver``).
    public func wrap(
        _ text: String, points: Double, bold: Bool, width: Double, maxLines: Int, customFont: String?
    ) -> WrappedText? { nil }
}

/// What a card needs to hold a wrapped text (``GlyphCoverage/wrap(_:points:bold:width:maxLines:customFont:)``).
public struct WrappedText: Sendable, Hashable {
    /// The number of lines.
    public var lines: Int
    /// The lines' heights added up: the block a card stacks.
    public var height: Double
    /// The distance from one line to the next: a card gives the text as many lines as its room
    /// holds of these.
    public var lineSkip: Double

    /// Creates a measure.
    public init(lines: Int, height: Double, lineSkip: Double) {
        self.lines = lines
        self.height = height
        self.lineSkip = lineSkip
    }
}
