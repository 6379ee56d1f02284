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
    private(set) var diagnostics: [Diagnostic]?
    /// Analyses this document as it changes (see ``LanguageServerEnvironment/makeAnalyzer``).
    var analyzer: (any DocumentAnalyzer)?
    /// What changed since the last analysis: the unchanged leading and trailing byte counts.
    private var unchanged: (prefix: Int, suffix: Int)?
    /// The length of the text analysed last; nil: none yet, or it must be analysed whole.
    private var analysedLength: Int?

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
        analysedLength = nil
    }

    /// The bytes changed since the last analysis as one edit; nil when there was none or the
    /// text must be analysed whole (a full replacement, a save).
    var changeSinceAnalysis: DocumentEdit? {
        guard let analysedLength, let unchanged else { return nil }
        return DocumentEdit(
            start: unchanged.prefix, oldEnd: analysedLength - unchanged.suffix, newEnd: bytes.count - unchanged.suffix)
    }

    /// Records `diagnostics` as those of the current text.
    mutating func markAnalysed(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        analysedLength = bytes.count
        unchanged = nil
    }

    /// Drops the diagnostics: the next analysis is done whole (the files the text names may have changed).
    mutating func forgetAnalysis() {
        diagnostics = nil
        analysedLength = nil
    }

    /// Replaces the text of `range` (positions clamped into the document; a reversed range is
    /// taken in order) with `text`. The line table is carried over to the new text (its starts
    /// updated around the edit), not built again from the bytes.
    mutating func replace(_ range: LSPRange, with text: String) {
        let (start, end, starts) = prepareEdit(range)
        let inserted = Array(text.utf8)
        // Merged with the edits since the last analysis: the bytes before `start` and after
        // `end` are unchanged, as far as each edit goes.
        let suffix = bytes.count - end
        if let before = unchanged {
            unchanged = (prefix: min(before.prefix, start), suffix: min(before.suffix, suffix))
        } else {
            unchanged = (prefix: start, suffix: suffix)
        }
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
