import CarouselEngine
import SourceDiagnostics

// W0461 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Material3/M3Infinite.swift.
extension DiagnosticCode {
    /// `preferred-item-width` longer than the frame minus the insets (the region's length is used).
    public static let m3PreferredClamped = DiagnosticCode(
        "W0461", "preferred-item-width longer than the region",
        """
        A large item is at most as long as the frame minus the insets. A longer \
        `preferred-item-width` is shortened to that length; the fix-it writes it.
        """,
        wrong: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\n"
                + "[carousel.m3]\nlayout = \"uncontained\"\npreferred-item-width = 900\n", items: tenItems),
        right: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\n"
                + "[carousel.m3]\nlayout = \"uncontained\"\npreferred-item-width = 800\n", items: tenItems))
}

/// The message of W0461 and its fix-its.
extension SpecMessages {
    /// W0461: `preferred-item-width` longer than the region.
    static func m3PreferredClamped(preferred: Double, region: Double, span: SourceSpan, path: String) -> Diagnostic {
        let fit = points((region * 100).rounded(.down) / 100)
        return Diagnostic(
            DiagnosticCode.m3PreferredClamped,
            message: "`preferred-item-width = \(points(preferred))` is longer than the frame minus the insets "
                + "(\(points(region)) points along the axis): items are \(fit) points long",
            span: span, path: path, help: "write the length that fits",
            fixIts: [.replace(span, with: fit, message: "use \(fit)", safety: .unsafe)])
    }
}
