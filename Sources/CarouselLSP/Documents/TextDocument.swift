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
    /// taken in order) with `text`.
    mutating func replace(_ range: LSPRange, with text: String) {
        var (start, end) = offsets(of: range)
        if end < start { swap(&start, &end) }
        // The line table shares the bytes; drop it first so the edit happens in place, not on a copy.
        cachedLines = nil
        bytes.replaceSubrange(start..<end, with: text.utf8)
        invalidate()
    }

    /// The byte offsets of a range's ends (clamped into the document).
    private mutating func offsets(of range: LSPRange) -> (Int, Int) {
        let table = lines()
        return (table.offset(of: range.start), table.offset(of: range.end))
    }

    private mutating func invalidate() {
        cachedLines = nil
        diagnostics = nil
    }
}
