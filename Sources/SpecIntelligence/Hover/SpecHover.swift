import CarouselSpec
import SourceDiagnostics

/// Hover for spec files: what a key means, what a value resolves to, what a table is.
public enum SpecHover {
    /// The hover at `byteOffset` (UTF-8) of `source`, or nil when there is nothing to say there.
    ///
    /// Works on incomplete text (the user is typing) and never traps, whatever the offset.
    public static func hover(in source: String, at byteOffset: Int) -> HoverInfo? {
        hover(in: source, at: byteOffset, catalog: .spec)
    }

    /// The hover at `byteOffset`, with its docs links pointing at `specDocsURL` (a URL of
    /// docs/spec.md, such as a `file://` URL into a checkout) instead of the published page.
    public static func hover(in source: String, at byteOffset: Int, specDocsURL: String?) -> HoverInfo? {
        guard var info = hover(in: source, at: byteOffset, catalog: .spec) else { return nil }
        info.markdown = DocsLinks.rebased(info.markdown, specURL: specDocsURL)
        return info
    }

    /// The hover at `byteOffset`, with the schema facts of `catalog` (tests pass their own);
    /// `windowed: false` reads the whole document (tests compare the two).
    static func hover(in source: String, at byteOffset: Int, catalog: SchemaCatalog, windowed: Bool = true)
        -> HoverInfo?
    {
        let bytes = Array(source.utf8)
        guard byteOffset >= 0, byteOffset <= bytes.count else { return nil }
        let document =
            windowed ? SpecScanner.scan(bytes: bytes, around: byteOffset) : SpecScanner.scan(bytes: bytes)
        let locator = HoverLocator(resolver: SchemaResolver(catalog: catalog, document: document))
        if let info = locator.hover(at: byteOffset) { return info }
        // A cursor just after a word (or an unterminated string at the line's end) means the word.
        guard byteOffset > 0, !" \t\n\r".utf8.contains(bytes[byteOffset - 1]) else {
            return nil
        }
        return locator.hover(at: byteOffset - 1)
    }
}
