import CarouselEngine
import SourceDiagnostics

// E0334 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// `keylines` on an uncontained layout, which has one item length and no keylines.
    public static let m3KeylinesUncontained = DiagnosticCode(
        "E0334", "keylines on the uncontained layout",
        """
        The uncontained layout shows every item at `preferred-item-width` and lets the last one \
        clip at the edge: it has no keylines. Remove `keylines`, or use the multi-browse layout.
        """,
        wrong: m3Spec(m3: "layout = \"uncontained\"\nkeylines = [300, 300, 100]\n"),
        right: m3Spec(m3: "layout = \"uncontained\"\n"))
}

/// The message of E0334 and its fix-its.
extension SpecMessages {
    /// E0334: `keylines` on the uncontained layout.
    static func m3KeylinesUncontained(span: SourceSpan, path: String, layoutSpan: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3KeylinesUncontained,
            message: "the uncontained layout has one item length and no keylines, so `keylines` would be ignored",
            span: span, path: path,
            labels: label("the layout is set here", at: layoutSpan),
            help: "remove `keylines`, or use layout = \"multi-browse\" with them",
            fixIts: [SpecFixIts.remove("keylines", entry: span)])
    }
}
