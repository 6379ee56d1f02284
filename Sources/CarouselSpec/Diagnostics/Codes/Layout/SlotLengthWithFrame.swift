import SourceDiagnostics

// E0344 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Layout/SlotLengthOnWrongLayout.swift.
extension DiagnosticCode {
    /// `row-height` or `column-width` on a carousel that has a `frame`.
    public static let slotLengthWithFrame = DiagnosticCode(
        "E0344", "slot length with a frame",
        """
        A carousel with a `frame` sits where its frame says and takes no slot of the window \
        layout, so `row-height` and `column-width` would size nothing. Keep one: the `frame` \
        (percentages in it follow the window) or the slot length.
        """,
        wrong: spec("frame = { x = 0, y = 0, width = 1280, height = 400 }\nrow-height = 400\n"),
        right: spec("row-height = 400\n"))
}

/// The message of E0344.
extension SpecMessages {
    /// E0344: `key` on a carousel with a `frame`.
    static func slotLengthWithFrame(_ key: String, id: String, frameSpan: SourceSpan, span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.slotLengthWithFrame,
            message: "`\(key)` of carousel `\(id)` sizes nothing: the carousel has a `frame`",
            span: span, path: path,
            labels: [DiagnosticLabel(span: frameSpan, message: "the frame places the carousel")],
            help: "remove `\(key)`, or remove the `frame` so the carousel takes a slot of the layout",
            fixIts: [])
    }
}
