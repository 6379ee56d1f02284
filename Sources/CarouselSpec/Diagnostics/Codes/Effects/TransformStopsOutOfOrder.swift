import SourceDiagnostics

// E0317 (error).
// Emitted by: Sources/CarouselSpec/Rules/CustomEffectRule.swift.
extension DiagnosticCode {
    /// `[[carousel.transform]]` stops whose offsets do not increase.
    public static let transformStopsOutOfOrder = DiagnosticCode(
        "E0317", "custom effect stops out of order",
        """
        The stops of a custom effect (`[[carousel.transform]]`) map a page's offset from the \
        selection to its transform, interpolated between neighbouring stops. They must be written \
        in strictly increasing `offset`: a stop out of order or at an offset already used would \
        make the interpolation ambiguous. Reorder the stops, or change or remove the duplicate.
        """,
        wrong: spec(
            "effect = \"custom\"\n[[carousel.transform]]\noffset = 1\n[[carousel.transform]]\noffset = -1\n"),
        right: spec(
            "effect = \"custom\"\n[[carousel.transform]]\noffset = -1\n[[carousel.transform]]\noffset = 1\n"))
}

/// The message of E0317 and its fix-its.
extension SpecMessages {
    /// E0317: a `[[carousel.transform]]` stop at or before the previous stop's offset.
    static func transformStopOutOfOrder(
        offset: Double, previous: Double, span: SourceSpan, path: String, previousSpan: SourceSpan?
    ) -> Diagnostic {
        let same = offset == previous
        let o = Bounds.format(offset), p = Bounds.format(previous)
        return Diagnostic(
            DiagnosticCode.transformStopsOutOfOrder,
            message: same
                ? "two [[carousel.transform]] stops at offset \(o)"
                : "[[carousel.transform]] stop at offset \(o) comes after one at offset \(p)",
            span: span, path: path,
            labels: previousSpan.map { [DiagnosticLabel(span: $0, message: "the previous stop is at offset \(p)")] }
                ?? [],
            help: same
                ? "change or remove one of them: each stop needs its own offset"
                : "write the stops in increasing `offset`")
    }
}
