import SourceDiagnostics

/// Spec builders shared by the examples of the Paging codes.
extension DiagnosticCode {
    /// Ten generated items, for the paging examples.
    static let tenItems = "[carousel.generate]\ncount = 10\n"
}
