import SourceDiagnostics

/// Spec builders shared by the examples of the Lint codes.
extension DiagnosticCode {
    /// The first line of every config example, so docs/diagnostics.md says which file it is.
    static let configHeader = "# .carousel-lint.toml\n"

    /// The spec of the suppression examples: `duration` has no effect on a spring (W0402).
    static func suppressionSpec(animation: String, comment: String?) -> String {
        spec(
            "[carousel.snap]\nanimation = \"\(animation)\"\n" + (comment.map { $0 + "\n" } ?? "")
                + "duration = \"300ms\"\n")
    }
}
