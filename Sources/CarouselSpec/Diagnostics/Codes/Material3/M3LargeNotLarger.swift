import CarouselEngine
import SourceDiagnostics

// E0335 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// `preferred-item-width` not longer than `max-small-item` on multi-browse or hero.
    public static let m3LargeNotLarger = DiagnosticCode(
        "E0335", "large items no longer than small ones",
        """
        Multi-browse and hero layouts tell large items from small ones. A \
        `preferred-item-width` at or below `min-small-item` leaves no large item longer than a \
        small one.
        """,
        wrong: m3Spec(m3: "preferred-item-width = 40\n"),
        right: m3Spec(m3: "preferred-item-width = 300\n"))
}

/// The message of E0335 and its fix-its.
extension SpecMessages {
    /// E0335: a large item no longer than a small one.
    static func m3LargeNotLarger(preferred: Double, minSmall: Double, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3LargeNotLarger,
            message: "`preferred-item-width = \(points(preferred))` is not longer than the shortest small item "
                + "(`min-small-item = \(points(minSmall))`): no large item can be told from a small one",
            span: span, path: path, help: "make `preferred-item-width` longer than `min-small-item`")
    }
}
