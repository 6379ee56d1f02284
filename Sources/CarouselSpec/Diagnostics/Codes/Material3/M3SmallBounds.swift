import CarouselEngine
import SourceDiagnostics

// E0331 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// `min-small-item` longer than `max-small-item`.
    public static let m3SmallBounds = DiagnosticCode(
        "E0331", "min-small-item longer than max-small-item",
        """
        Small items of a multi-browse or hero layout are between `min-small-item` and \
        `max-small-item` long (Material 3: 40 and 56). A minimum above the maximum leaves no \
        length to choose.
        """,
        wrong: m3Spec(m3: "min-small-item = 80\nmax-small-item = 56\n"),
        right: m3Spec(m3: "min-small-item = 40\nmax-small-item = 56\n"))
}

/// The message of E0331 and its fix-its.
extension SpecMessages {
    /// E0331: `min-small-item` longer than `max-small-item`.
    static func m3SmallBounds(
        min: Double, max: Double, span: SourceSpan, path: String, otherSpan: SourceSpan?, minIsHere: Bool
    ) -> Diagnostic {
        let other = minIsHere ? "max-small-item" : "min-small-item"
        return Diagnostic(
            DiagnosticCode.m3SmallBounds,
            message: "`min-small-item = \(points(min))` is longer than `max-small-item = \(points(max))`",
            span: span, path: path,
            labels: label("`\(other)` is set here", at: otherSpan),
            help: "small items are between the two lengths: make `min-small-item` at most `max-small-item`",
            fixIts: minIsHere ? [.replace(span, with: points(max), message: "use \(points(max))", safety: .unsafe)] : []
        )
    }
}
