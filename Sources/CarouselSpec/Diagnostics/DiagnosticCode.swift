/// The stable diagnostic codes of the spec compiler (`E02xx` structure, `E03xx` values, `W04xx` warnings).
///
/// TOML syntax codes (`E01xx`) come from the TOML module. Every code is explained in
/// ``DiagnosticCatalog`` and docs/diagnostics.md; codes are never reused for another meaning.
public enum DiagnosticCode {
    /// A key the table does not have.
    public static let unknownKey = "E0201"
    /// A value of the wrong TOML type.
    public static let wrongType = "E0202"
    /// A required key is missing.
    public static let missingKey = "E0203"
    /// Two carousels, or two items of one carousel, share an id.
    public static let duplicateID = "E0204"
    /// A key or table that does not apply to the carousel's kind.
    public static let notForKind = "E0205"
    /// Keys that exclude each other (`items` and `generate`).
    public static let conflictingKeys = "E0206"
    /// A number, length, count or duration outside its allowed range (NaN and infinity included).
    public static let outOfRange = "E0301"
    /// A string that does not have the required form (id, color, duration, template).
    public static let invalidFormat = "E0302"
    /// A string that is not one of the allowed names.
    public static let unknownValue = "E0303"
    /// A referenced file that is missing or is not what it claims to be.
    public static let badFile = "E0304"
    /// A layout that cannot be drawn (no room left by the insets, frame outside the window).
    public static let impossibleLayout = "E0305"
    /// A value that was accepted but clamped into range.
    public static let clamped = "W0401"
    /// A key that has no effect with the other settings.
    public static let ineffectiveKey = "W0402"
    /// An auto-scroll interval shorter than the settle animation.
    public static let intervalShorterThanSettle = "W0403"
    /// A stack that needs more room along its axis than its frame gives.
    public static let stackExceedsFrame = "W0404"
    /// A carousel without items.
    public static let noItems = "W0405"
}
