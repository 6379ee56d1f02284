import SourceDiagnostics

// E0370 (error).
// Emitted by: Sources/CarouselSpec/Rules/SyncRule.swift.
extension DiagnosticCode {
    /// `sync` names no carousel of the file.
    public static let syncTargetMissing = DiagnosticCode(
        "E0370", "sync target not found",
        """
        `sync` names the carousel this one follows and drives (a thumbnail strip names its main \
        carousel). No carousel of the file has that `id`. Write the id of another carousel; the \
        help suggests a close spelling when there is one.
        """,
        wrong: syncSpec("photo"), right: syncSpec("photos"))
}

/// The message of E0370 and its fix-its.
extension SpecMessages {
    /// E0370: `sync` names no carousel of the file.
    static func syncTargetMissing(_ id: String, suggestions: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.syncTargetMissing, message: "`sync` names no carousel `\(id)`", span: span, path: path,
            help: Suggestions.didYouMean(suggestions) ?? "write the `id` of another carousel of this file",
            fixIts: suggestions.first.map { [.replace(span, with: "\"\($0)\"", message: "sync with `\($0)`")] } ?? [])
    }
}
