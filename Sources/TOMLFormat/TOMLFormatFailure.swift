import SourceDiagnostics

/// Why a document was not formatted: it does not parse (its parse diagnostics), or the
/// formatter could not keep its meaning (a formatter bug; the text is left alone).
public struct TOMLFormatFailure: Error, Sendable {
    /// The source as read, for rendering the diagnostics.
    public let file: SourceFile
    /// The parse errors of a document that is not valid TOML; empty for an internal problem.
    public let diagnostics: [Diagnostic]
    /// Set when the document parsed but formatting it would have changed its meaning.
    public let internalProblem: String?

    /// A failure for a document that does not parse.
    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
        self.internalProblem = nil
    }

    /// A failure for a document the formatter refused to rewrite.
    public init(file: SourceFile, internalProblem: String) {
        self.file = file
        self.diagnostics = []
        self.internalProblem = internalProblem
    }
}

/// Stops the format reader on text it does not expect (only reachable through a bug, since
/// the document was validated first).
struct FormatStop: Error {
    let message: String
}
