import SourceDiagnostics

extension SpecMessages {
    /// One label saying `message` at `span` (where the key that decides is written), or none when
    /// that key is not written (a default decided).
    static func label(_ message: String, at span: SourceSpan?) -> [DiagnosticLabel] {
        span.map { [DiagnosticLabel(span: $0, message: message)] } ?? []
    }
}
