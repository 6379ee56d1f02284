import SourceDiagnostics

// E0381 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// A source file outside the project.
    public static let sourceOutsideProject = DiagnosticCode(
        "E0381", "source outside the project",
        """
        Specs arrive in pull requests, so a file a spec names is untrusted, and a reference is a \
        way out: a source file must lie inside the project, the folder of the nearest \
        `.carousel-lint.toml` at or above the spec (else the spec's own folder and the folders \
        below it), with symbolic links resolved. A file outside it is never read, and no message \
        quotes a line of it (`csv = "/etc/passwd"` must not print the runner's files into a \
        public CI log). Move the file into the project.
        """,
        wrong: sourceSpec("csv = \"/etc/passwd\""),
        right: sourceSpec(goodCSVSource))
}

/// The message of E0381.
extension SpecMessages {
    /// E0381: `written` resolves outside every root of the project.
    static func sourceOutsideProject(_ key: String, written: String, roots: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.sourceOutsideProject,
            message: "`\(key)` \(quoted(written)) lies outside the project; it is not read",
            span: span, path: path,
            help: "move the file into the project, or put the spec in the file's project",
            notes: [
                "the project is " + roots.joined(separator: ", ")
                    + " (the folder of the nearest .carousel-lint.toml, else the spec's folder)"
            ])
    }
}
