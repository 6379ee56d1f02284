import SourceDiagnostics

/// What a piece of spec text is, for semantic highlighting.
public enum SemanticKind: Int, Sendable, CaseIterable {
    /// A part of a `[table]` or `[[array]]` header's path.
    case tableHeader
    /// A key of a `key = value` entry (each part of a dotted key).
    case key
    /// A string value.
    case string
    /// A number, date or time value.
    case number
    /// `true` or `false`.
    case boolean
    /// A `# comment`.
    case comment
}

/// One highlighted piece of spec text.
public struct SemanticSpan: Sendable, Hashable {
    /// The text (UTF-8 byte offsets); a multi-line string spans several lines.
    public var span: SourceSpan
    /// What it is.
    public var kind: SemanticKind

    /// A piece of kind `kind` at `span`.
    public init(span: SourceSpan, kind: SemanticKind) {
        self.span = span
        self.kind = kind
    }
}
