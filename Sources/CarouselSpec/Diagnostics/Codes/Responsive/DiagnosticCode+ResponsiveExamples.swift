import SourceDiagnostics

/// Spec builders shared by the examples of the Responsive codes.
extension DiagnosticCode {
    /// A rule's example around `rule`, on a carousel of ten generated items.
    static func responsive(_ carousel: String, rules: String) -> String {
        spec(carousel, items: tenItems) + rules
    }
}
