import SourceDiagnostics

/// Spec builders shared by the examples of the content-sized item codes (`per-view = "auto"`).
extension DiagnosticCode {
    /// Three items with their own lengths, for the `per-view = "auto"` examples.
    static let sizedItems =
        "[[carousel.items]]\ntitle = \"One\"\nlength = 300\n"
        + "[[carousel.items]]\ntitle = \"Two\"\nlength = 500\n"
        + "[[carousel.items]]\ntitle = \"Three\"\nlength = 200\n"
}
