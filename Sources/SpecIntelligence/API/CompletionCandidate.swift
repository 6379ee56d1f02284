import SourceDiagnostics

/// One completion candidate.
public struct CompletionCandidate: Sendable, Hashable {
    /// The text shown in the list (editors also filter on it).
    public var label: String
    /// What the candidate stands for.
    public var kind: CandidateKind
    /// A short line next to the label (the type, the hex of a color, "folder").
    public var detail: String?
    /// Longer Markdown documentation for the selected candidate.
    public var documentation: String?
    /// The text that replaces ``replaceSpan``.
    public var insertText: String
    /// The text the candidate replaces (the partial word being typed), in UTF-8 byte offsets;
    /// nil to insert at the cursor.
    public var replaceSpan: SourceSpan?

    /// A candidate with the given parts.
    public init(
        label: String, kind: CandidateKind, detail: String? = nil, documentation: String? = nil,
        insertText: String, replaceSpan: SourceSpan?
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.replaceSpan = replaceSpan
    }
}
