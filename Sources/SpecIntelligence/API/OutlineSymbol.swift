import SourceDiagnostics

/// One entry of the document outline (LSP `DocumentSymbol`).
public struct OutlineSymbol: Sendable, Hashable {
    /// The name shown: a carousel's or item's id, an item's title, a table's key.
    public var name: String
    /// A second, dimmer text: a carousel's kind, an item's title.
    public var detail: String?
    /// What the symbol stands for.
    public var kind: OutlineKind
    /// The whole table (header to its last line, sub-tables included), in UTF-8 byte offsets.
    public var span: SourceSpan
    /// The part to select and reveal: the id's value, or else the header (inside ``span``).
    public var selectionSpan: SourceSpan
    /// Nested symbols (a carousel's sub-tables and items).
    public var children: [OutlineSymbol]

    /// A symbol with the given parts.
    public init(
        name: String, detail: String? = nil, kind: OutlineKind, span: SourceSpan, selectionSpan: SourceSpan,
        children: [OutlineSymbol] = []
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.span = span
        self.selectionSpan = selectionSpan
        self.children = children
    }
}
