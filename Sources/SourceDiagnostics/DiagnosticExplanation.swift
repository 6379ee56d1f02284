/// The reference text of one diagnostic code: its title, explanation, and a spec that triggers
/// it beside a fixed one (`carousel explain CODE`, docs/diagnostics.md, SARIF rules, the LSP).
///
/// Each code's explanation is written in the one file that declares the code.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// The code.
    public var id: DiagnosticID
    /// A short title ("unknown key").
    public var title: String
    /// What the problem is, why it matters and how to fix it (plain text, may span paragraphs).
    public var explanation: String
    /// A complete spec file that produces this code.
    public var wrongExample: String
    /// The same spec, fixed: compiles without errors and without this code.
    public var rightExample: String

    /// Creates the reference text of `id`.
    public init(id: DiagnosticID, title: String, explanation: String, wrongExample: String, rightExample: String) {
        self.id = id
        self.title = title
        self.explanation = explanation
        self.wrongExample = wrongExample
        self.rightExample = rightExample
    }

    /// Error or warning, from the code's prefix (see ``DiagnosticID/severity``).
    public var severity: Severity { id.severity }

    /// The code text, e.g. `E0201`.
    public var code: String { id.text }
}
