import SourceDiagnostics

/// Spec builders shared by the examples of the Grid codes.
extension DiagnosticCode {
    /// Twelve generated items and a two-row grid, for the grid examples.
    static let gridOfTwelve = "[carousel.grid]\nrows = 2\n\n[carousel.generate]\ncount = 12\n"
}
