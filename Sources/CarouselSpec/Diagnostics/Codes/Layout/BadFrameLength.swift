import SourceDiagnostics

// E0309 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader+Strings.swift (``FrameLengthReading``).
extension DiagnosticCode {
    /// A `frame` side written as a string that is not a percentage of the window in range.
    public static let badFrameLength = DiagnosticCode(
        "E0309", "not a frame length",
        """
        Each side of a `frame` is a number of window points or a string `"N%"`: a percentage of \
        the window's width (`x`, `width`) or height (`y`, `height`), resolved at every size the \
        spec is laid out at. N is digits with an optional fraction, written without spaces or a \
        sign: 0 to 100 for `x` and `y`, above 0 and at most 100 for `width` and `height`. A frame \
        that starts outside the window, or a side in any other unit, is not a frame length.
        """,
        wrong: spec("frame = { x = \"0%\", y = \"10 %\", width = \"100%\", height = \"50%\" }\n"),
        right: spec("frame = { x = \"0%\", y = \"10%\", width = \"100%\", height = \"50%\" }\n"))
}

/// The messages of E0309.
extension SpecMessages {
    /// E0309: `value` is not of the form `"N%"`; `fixed` is the same text without its spaces when
    /// that is a percentage in range (a safe fix-it: the spaces are all that is wrong).
    static func badFrameLength(
        _ key: String, value: String, fixed: String?, across: String, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.badFrameLength,
            message: "\"\(value)\" is not a length for `\(key)` of `frame`",
            span: span, path: path,
            help: fixed.map { "write \"\($0)\", without spaces" }
                ?? "write points (`\(key) = 40`) or a percentage of the window's \(across) (\"30%\")",
            notes: ["a percentage is digits with an optional fraction and `%`, with no sign or spaces"],
            fixIts: fixed.map { [.replace(span, with: "\"\($0)\"", message: "remove the spaces", safety: .safe)] }
                ?? [])
    }

    /// E0309: a percentage outside the side's range (`"120%"`, a width of `"0%"`).
    static func frameLengthOutOfRange(
        _ key: String, value: String, positive: Bool, across: String, span: SourceSpan, path: String
    ) -> Diagnostic {
        let range = positive ? "above 0 and at most 100" : "0 to 100"
        return Diagnostic(
            DiagnosticCode.badFrameLength,
            message: "\"\(value)\" is out of range for `\(key)` of `frame`",
            span: span, path: path,
            help: "a percentage of the window's \(across) for `\(key)` is \(range)",
            notes: ["the frame must lie inside the window at every size it is laid out at"])
    }
}
