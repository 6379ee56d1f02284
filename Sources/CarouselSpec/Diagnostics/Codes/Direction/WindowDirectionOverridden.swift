import SourceDiagnostics

// W0481 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Direction/DirectionRepeatsWindow.swift.
extension DiagnosticCode {
    /// A written `[window] direction` that every carousel overrides.
    public static let windowDirectionOverridden = DiagnosticCode(
        "W0481", "window direction overridden by every carousel",
        """
        `[window] direction` is the reading direction of the carousels that do not set their \
        own. When every carousel sets its own, the window's is never used. Remove it from \
        `[window]`, or remove the carousels' keys that only repeat it.
        """,
        wrong: "[window]\ndirection = \"ltr\"\n\n" + spec("direction = \"rtl\"\n"),
        right: "[window]\ndirection = \"rtl\"\n\n" + spec(""))
}

/// The message of W0481 and its fix-its.
extension SpecMessages {
    /// W0481: a written `[window] direction` that every carousel overrides.
    static func windowDirectionOverridden(direction: String, span: SourceSpan, path: String, carousels: [SourceSpan])
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.windowDirectionOverridden,
            message: "`[window] direction = \"\(direction)\"` has no effect: every carousel sets its own `direction`",
            span: span, path: path,
            labels: carousels.map { DiagnosticLabel(span: $0, message: "overridden here") },
            help: "remove `direction` from `[window]`, or from the carousels that repeat the window's")
    }
}
