import CarouselSpec
import SourceDiagnostics

/// Completion for spec files: keys, table headers, enum values, colors, carousel ids and paths.
public enum SpecCompletion {
    /// The candidates at `byteOffset` (UTF-8) of `source`, best first (those that start with the
    /// text typed so far, then the rest, each in schema order); empty where nothing fits.
    ///
    /// Works on incomplete text (the user is typing) and never traps, whatever the offset.
    public static func complete(in source: String, at byteOffset: Int, context: CompletionContext)
        -> [CompletionCandidate]
    {
        complete(in: source, at: byteOffset, context: context, catalog: .spec)
    }

    /// The candidates at `byteOffset`, with the schema facts of `catalog` (tests pass their own);
    /// `windowed: false` reads the whole document (tests compare the two).
    static func complete(
        in source: String, at byteOffset: Int, context: CompletionContext, catalog: SchemaCatalog,
        windowed: Bool = true
    ) -> [CompletionCandidate] {
        let bytes = Array(source.utf8)
        guard byteOffset >= 0, byteOffset <= bytes.count else { return [] }
        var cursor = byteOffset
        while cursor > 0, cursor < bytes.count, bytes[cursor] & 0xC0 == 0x80 { cursor -= 1 }
        let lineStart = ScanWindow.lineStart(bytes, cursor)
        var document = windowed ? SpecScanner.scan(bytes: bytes, around: cursor) : SpecScanner.scan(bytes: bytes)
        if CompletionSite.isInsideMultilineValue(document, at: cursor) { return [] }
        let entryStart = CompletionSite.multilineArrayEntryStart(document, cursor: cursor, lineStart: lineStart)
        let line = CursorLine(bytes: bytes, lineStart: entryStart ?? lineStart, cursor: cursor)
        var site = CompletionSite(
            resolver: SchemaResolver(catalog: catalog, document: document), context: context, cursor: cursor,
            lineStart: lineStart)
        if windowed, let wider = site.widerReading(line) {
            // Headers written anywhere in the carousel, or the ids of every carousel.
            document =
                wider == .headers
                ? SpecScanner.scanHeaders(bytes: bytes, cursorLine: lineStart) : SpecScanner.scan(bytes: bytes)
            site = CompletionSite(
                resolver: SchemaResolver(catalog: catalog, document: document), context: context, cursor: cursor,
                lineStart: lineStart)
        }
        let candidates = Self.ranked(site.candidates(for: line), bytes: bytes, cursor: cursor)
        guard context.specDocsURL != nil else { return candidates }
        return candidates.map { candidate in
            var rebased = candidate
            rebased.documentation = candidate.documentation.map { DocsLinks.rebased($0, specURL: context.specDocsURL) }
            return rebased
        }
    }

    /// Candidates whose label starts with the typed part of their ``CompletionCandidate/replaceSpan``
    /// (ignoring case) first; the order is otherwise kept.
    static func ranked(_ candidates: [CompletionCandidate], bytes: [UInt8], cursor: Int) -> [CompletionCandidate] {
        func typed(_ candidate: CompletionCandidate) -> String {
            guard let span = candidate.replaceSpan, span.start >= 0, span.start <= cursor, cursor <= bytes.count
            else { return "" }
            return String(decoding: bytes[span.start..<cursor], as: UTF8.self).lowercased()
        }
        let matching = candidates.filter { $0.label.lowercased().hasPrefix(typed($0)) }
        let others = candidates.filter { !$0.label.lowercased().hasPrefix(typed($0)) }
        return matching + others
    }
}
