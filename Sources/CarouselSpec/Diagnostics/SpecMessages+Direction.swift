import SourceDiagnostics

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
