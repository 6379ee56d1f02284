import CarouselSpec
import SourceDiagnostics

/// Folding for spec files: each table and array-of-tables section (a `[[carousel]]` with the
/// sections under it), and each value written over several lines (arrays, multi-line strings).
public enum SpecFolding {
    /// The foldable spans of `source` (UTF-8 byte offsets), each over more than one line, in
    /// order of their start. Works on incomplete text and never traps.
    public static func ranges(in source: String) -> [SourceSpan] {
        let document = SpecScanner.scan(source)
        let resolver = SchemaResolver(catalog: .spec, document: document)
        var spans: [SourceSpan] = []
        for (index, section) in document.sections.enumerated() {
            if let header = section.header {
                var span = section.span
                if header.isArray, section.path == ["carousel"], let last = resolver.sections(ofCarousel: index).last {
                    span = span.union(document.sections[last].span)
                }
                spans.append(span)
            }
            for entry in section.entries { if let value = entry.value { collect(value, into: &spans) } }
        }
        return
            spans
            .filter { span in
                span.start >= 0 && span.end <= document.bytes.count
                    && document.bytes[span.start..<span.end].contains(UInt8(ascii: "\n"))
            }
            .sorted { ($0.start, $1.end) < ($1.start, $0.end) }
    }

    private static func collect(_ value: ScannedValue, into spans: inout [SourceSpan]) {
        switch value.kind {
        case .array(let elements, _):
            spans.append(value.span)
            for element in elements { collect(element, into: &spans) }
        case .inlineTable(let entries, _):
            for entry in entries { if let nested = entry.value { collect(nested, into: &spans) } }
        case .string:
            spans.append(value.span)
        case .bare:
            break
        }
    }
}
