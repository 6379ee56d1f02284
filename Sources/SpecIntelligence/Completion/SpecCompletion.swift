import CarouselSpec
import SourceDiagnostics

/// Completion for spec files: keys, table headers, enum values, colors, carousel ids and paths.
public enum SpecCompletion {
    /// The candidates at `byteOffset` (UTF-8) of `source`, best first; empty where nothing fits.
    ///
    /// Works on incomplete text (the user is typing) and never traps, whatever the offset.
    public static func complete(in source: String, at byteOffset: Int, context: CompletionContext)
        -> [CompletionCandidate]
    {
        complete(in: source, at: byteOffset, context: context, catalog: .spec)
    }

    /// The candidates at `byteOffset`, with the schema facts of `catalog` (tests pass their own).
    static func complete(in source: String, at byteOffset: Int, context: CompletionContext, catalog: SchemaCatalog)
        -> [CompletionCandidate]
    {
        let document = SpecScanner.scan(source)
        let bytes = document.bytes
        guard byteOffset >= 0, byteOffset <= bytes.count else { return [] }
        var cursor = byteOffset
        while cursor > 0, cursor < bytes.count, bytes[cursor] & 0xC0 == 0x80 { cursor -= 1 }
        let resolver = SchemaResolver(catalog: catalog, document: document)
        if CompletionSite.isInsideMultilineValue(document, at: cursor) { return [] }
        var lineStart = cursor
        while lineStart > 0, !Byte.isLineEnd(bytes[lineStart - 1]) { lineStart -= 1 }
        let line = CursorLine(bytes: bytes, lineStart: lineStart, cursor: cursor)
        let site = CompletionSite(resolver: resolver, context: context, cursor: cursor, lineStart: lineStart)
        return site.candidates(for: line)
    }
}
