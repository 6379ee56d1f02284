import SourceDiagnostics

/// Spec builders shared by the examples of the Material3 codes.
extension DiagnosticCode {
    /// A Material 3 carousel with ten generated items; `m3` is the body of `[carousel.m3]`.
    static func m3Spec(_ carousel: String = "", m3: String) -> String {
        spec("kind = \"m3\"\n" + carousel + "[carousel.m3]\n" + m3, items: tenItems)
    }
}
