import CarouselEngine
import SourceDiagnostics

// E0333 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// A `keylines` list whose longest keylines are not one run, or with more than 64 keylines.
    public static let m3KeylinesShape = DiagnosticCode(
        "E0333", "keylines whose longest ones are split",
        """
        The longest keylines are the focal range, where items are shown whole. They must be \
        next to each other (a run), and a list has at most 64 keylines.
        """,
        wrong: m3Spec(m3: "keylines = [300, 100, 300]\n"),
        right: m3Spec(m3: "keylines = [500, 500, 208]\n"))
}

/// The message of E0333 and its fix-its.
extension SpecMessages {
    /// E0333: a keyline list whose longest keylines are split, or that is too long.
    static func m3KeylinesShape(reason: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3KeylinesShape, message: "`keylines` \(reason)", span: span, path: path,
            help: "list the keylines in order with the longest (the focal range) next to each other, "
                + "at most \(SpecSchema.maxKeylines) of them")
    }
}
