import SourceDiagnostics

// E0342 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader+Strings.swift.
extension DiagnosticCode {
    /// A `row-height` or `column-width` string that is none of the slot length forms.
    public static let badSlotLength = DiagnosticCode(
        "E0342", "not a slot length",
        """
        `row-height` (in `[window] layout = "rows"`) and `column-width` (in `"columns"`) take a \
        number of points, or a string: `"N%"` (a percentage of the window inside its `insets`, \
        above 0 and at most 100), `"Nfr"` (a share of what the fixed lengths and the spacing \
        leave, above 0 and at most 1000) or `"auto"` (what the carousel's content needs). N is \
        digits with an optional fraction, written without spaces or a sign.
        """,
        wrong: spec("row-height = \"30 %\"\n"),
        right: spec("row-height = \"30%\"\n"))
}

/// The message of E0342.
extension SpecMessages {
    /// E0342: `value` is not a slot length.
    static func badSlotLength(_ key: String, value: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.badSlotLength,
            message: "\"\(value)\" is not a length for `\(key)`",
            span: span, path: path,
            help: "write points (`\(key) = 300`), a percentage (\"30%\"), a share (\"1fr\") or \"auto\"",
            notes: ["a percentage is above 0 and at most 100; a share above 0 and at most 1000"])
    }
}
