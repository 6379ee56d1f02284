import SourceDiagnostics

/// What a hover shows: Markdown text about the key, value or table header under the cursor.
public struct HoverInfo: Sendable, Hashable {
    /// The text, in Markdown (LSP `MarkupKind.markdown`).
    public var markdown: String
    /// The source text the hover is about, in UTF-8 byte offsets (the editor highlights it).
    public var span: SourceSpan

    /// A hover with the given text and span.
    public init(markdown: String, span: SourceSpan) {
        self.markdown = markdown
        self.span = span
    }
}
