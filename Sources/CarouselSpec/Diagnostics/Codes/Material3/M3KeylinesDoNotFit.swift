import CarouselEngine
import SourceDiagnostics

// E0332 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// A `keylines` list that, with its gaps, does not fill the frame minus the insets.
    public static let m3KeylinesDoNotFit = DiagnosticCode(
        "E0332", "keylines that do not fill the region",
        """
        An explicit `keylines` list gives the visible length of every keyline along the axis. \
        With `spacing` between them they must fill the frame minus the insets exactly (within \
        half a point), as the computed arrangements do; otherwise items would leave a gap or be \
        cut at the end. The fix-it scales the list to fit.
        """,
        wrong: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\nspacing = 0\n"
                + "[carousel.m3]\nkeylines = [300, 300, 100]\n", items: tenItems),
        right: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\nspacing = 0\n"
                + "[carousel.m3]\nkeylines = [300, 300, 140, 60]\n", items: tenItems))
}

/// The message of E0332 and its fix-its.
extension SpecMessages {
    /// E0332: a keyline list that does not fill the region.
    static func m3KeylinesDoNotFit(
        total: Double, region: Double, count: Int, spacing: Double, scaled: [Double], span: SourceSpan, path: String
    ) -> Diagnostic {
        let list = "[" + scaled.map(points).joined(separator: ", ") + "]"
        return Diagnostic(
            DiagnosticCode.m3KeylinesDoNotFit,
            message: "the keylines and their gaps are \(points(total)) points long, but the frame minus the insets "
                + "is \(points(region)) points along the axis",
            span: span, path: path,
            help: "make the lengths add up to \(points(region - Double(count - 1) * spacing)) points, or change the "
                + "frame, the insets or `spacing`",
            notes: ["\(count) keylines with \(count - 1) gaps of \(points(spacing)) points"],
            fixIts: [.replace(span, with: list, message: "scale the keylines to fit", safety: .unsafe)])
    }
}
