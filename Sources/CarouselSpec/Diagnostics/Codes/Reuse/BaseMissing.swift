import SourceDiagnostics

// E0390 (error).
// Emitted by: Sources/CarouselSpec/Inheritance/SpecBaseChain.swift.
extension DiagnosticCode {
    /// `extends` names a file that cannot be read as a base.
    public static let baseMissing = DiagnosticCode(
        "E0390", "base file not found",
        """
        `extends` names another spec file (a theme) whose `[window]` and `[defaults]` this spec \
        takes. The path is relative to the spec's folder; it must name a regular file that can be \
        read (a folder, a FIFO or a device is never read).
        """,
        wrong: extendingSpec("themes/missing.carousel.toml"),
        right: extendingSpec("themes/studio.carousel.toml"))
}

/// The message of E0390.
extension SpecMessages {
    /// E0390: the base at `written` is `problem` ("does not exist", "is a folder").
    static func baseMissing(_ written: String, problem: String, span: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.baseMissing, message: "base file \(Self.quoted(written)) \(problem)", span: span,
            path: "extends", help: "relative paths start at the folder of the file that writes `extends`")
    }
}
