import SourceDiagnostics

/// One open document: its text as UTF-8 bytes, its version and, once asked for, its line table
/// and its diagnostics.
struct TextDocument {
    /// The URI the client named it by.
    let uri: String
    /// The file path the URI stands for (the URI itself when it is not a `file:` URI).
    let path: String
    /// The client's version number (from `didOpen` and each `didChange`).
    var version: Int
    /// The current text.
    private(set) var bytes: [UInt8]
    private var cachedLines: LineTable?
    /// The diagnostics of the current text, once analysed; `nil` after a change.
    var diagnostics: [Diagnostic]?

    /// Creates a document with `text`.
    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.version = version
        self.bytes = Array(text.utf8)
    }

    /// The line table of the current text (built once per change).
    mutating func lines() -> LineTable {
        if let cachedLines { return cachedLines }
        let table = LineTable(bytes)
        cachedLines = table
        return table
    }

    /// Whether the URI is a `file:` URI (so ``path`` is a real file path).
    var isFile: Bool { uri.lowercased().hasPrefix("file:") }

    /// The current text as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Replaces the whole text.
    mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        invalidate()
    }

    /// Replaces the text of `range` (positions clamped into the document; a reversed range is
    /// taken in order) with `text`. The line table is carried over to the new text (its starts
    /// updated around the edit), not built again from the bytes.
    mutating func replace(_ range: LSPRange, with text: String) {
        let (start, end, starts) = prepareEdit(range)
        let inserted = Array(text.utf8)
        bytes.replaceSubrange(start..<end, with: inserted)
        cachedLines = LineTable(bytes, starts: LineTable.edited(starts, replacing: start, end, with: inserted))
        diagnostics = nil
    }

    /// The byte offsets of a range's ends, in order and clamped into the document, and the line
    /// starts before the edit. The cached table (it shares the bytes) is dropped, so the edit
    /// happens in place, not on a copy.
    private mutating func prepareEdit(_ range: LSPRange) -> (Int, Int, [Int]) {
        let table = lines()
        cachedLines = nil
        var (start, end) = (table.offset(of: range.start), table.offset(of: range.end))
        if end < start { swap(&start, &end) }
        return (start, end, table.starts)
    }

    private mutating func invalidate() {
        cachedLines = nil
        diagnostics = nil
    }
}
