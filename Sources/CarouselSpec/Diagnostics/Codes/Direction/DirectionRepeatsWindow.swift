import SourceDiagnostics

// W0480 (warning).
// Emitted by: Sources/CarouselSpec/Rules/DirectionRule.swift.
extension DiagnosticCode {
    /// A carousel `direction` equal to the one it inherits from `[window]`.
    public static let directionRepeatsWindow = DiagnosticCode(
        "W0480", "carousel direction repeats the window's",
        """
        A carousel reads in the window's `direction` (`[window] direction`, default `"ltr"`) \
        unless it sets its own. A carousel `direction` equal to the window's changes nothing, and \
        a later change of the window's direction would silently skip this carousel. Remove the \
        key, or write the other direction to mirror just this carousel.
        """,
        wrong: "[window]\ndirection = \"rtl\"\n\n" + spec("direction = \"rtl\"\n"),
        right: "[window]\ndirection = \"rtl\"\n\n" + spec(""))
}

/// The message of W0480 and its fix-its.
extension SpecMessages {
    /// W0480: a carousel's `direction` equal to the window's, which it inherits anyway.
    static func directionRepeatsWindow(direction: String, span: SourceSpan, path: String, window: SourceSpan?)
        -> Diagnostic
    {
        let source = window == nil ? "the default `[window] direction`" : "`[window] direction`"
        return Diagnostic(
            DiagnosticCode.directionRepeatsWindow,
            message: "`direction = \"\(direction)\"` has no effect: the carousel inherits it from \(source)",
            span: span, path: path,
            labels: window.map { [DiagnosticLabel(span: $0, message: "the window's direction is set here")] } ?? [],
            help: "remove `direction` from the carousel, or write the other direction to override the window's")
    }
}
