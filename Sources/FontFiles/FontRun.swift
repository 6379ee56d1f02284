/// A piece of one line drawn with one font in one direction.
public struct FontRun: Sendable, Hashable {
    /// The characters in logical (reading) order.
    public var text: String
    /// Which font draws it: an index into the font list the split was given.
    public var font: Int
    /// True when the run reads right to left (the shaper lays its glyphs out from the right).
    public var isRightToLeft: Bool
    /// The ISO 15924 script tag to shape it with (`Arab`, `Hebr`; `Zzzz` when any shaping does).
    public var script: String

    /// Creates a run.
    public init(text: String, font: Int, isRightToLeft: Bool, script: String) {
        self.text = text
        self.font = font
        self.isRightToLeft = isRightToLeft
        self.script = script
    }
}
