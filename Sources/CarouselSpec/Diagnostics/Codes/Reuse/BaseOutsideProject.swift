import SourceDiagnostics

// E0392 (error).
// Emitted by: Sources/CarouselSpec/Inheritance/SpecBaseChain.swift.
extension DiagnosticCode {
    /// `extends` names a file outside the project.
    public static let baseOutsideProject = DiagnosticCode(
        "E0392", "base outside the project",
        """
        Specs arrive in pull requests, so a path in one is untrusted: a base must lie inside the \
        project, the folder of the nearest `.carousel-lint.toml` at or above the spec (else the \
        spec's own folder and the folders below it). Symbolic links are resolved first. The file \
        is never read, and no diagnostic quotes it. To share themes from another folder, list it in \
        the project config's `project-roots`.
        """,
        wrong: extendingSpec("/etc/hostname"),
        right: extendingSpec("themes/studio.carousel.toml"))
}

/// The message of E0392.
extension SpecMessages {
    /// E0392: `written` resolves outside every root of the project. Says nothing of the file.
    static func baseOutsideProject(_ written: String, span: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.baseOutsideProject,
            message: "base file \(Self.quoted(written)) is outside the project; it was not read", span: span,
            path: "extends",
            help: "move the theme into the project, or add its folder to `project-roots` in `.carousel-lint.toml`")
    }
}
