import CarouselSpec
import SourceDiagnostics
import TOML

/// Table headers after `[`: the tables the schema has, for the cursor's carousel kind, leaving
/// out tables that can appear once and are already written.
struct HeaderCompletion {
    let site: CompletionSite

    /// One header the schema allows.
    struct Header {
        var path: [String]
        var isArray: Bool
        var key: FieldDescriptor
        var table: TableDescriptor
        var text: String { (isArray ? "[[" : "[") + path.joined(separator: ".") + (isArray ? "]]" : "]") }
    }

    func candidates(headerStart: Int) -> [CompletionCandidate] {
        let span = site.replaceSpan(from: headerStart) {
            TOMLTokenizer.isBareKeyByte($0) || "[.]".utf8.contains($0)
        }
        let carousel = site.resolver.lastCarouselSection(before: site.lineStart)
        let kind = site.resolver.kind(ofCarousel: carousel)
        let written = writtenHeaders(carousel: carousel)
        return Self.headers(site.resolver.catalog).compactMap { header in
            // A carousel's tables need a `[[carousel]]` before them.
            if carousel == nil, header.path.count > 1, header.path.first == "carousel" { return nil }
            guard header.key.applies(to: kind),
                header.table.kindNames.map({ kind == nil || $0.contains(kind ?? "") }) ?? true,
                header.isArray || !written.contains(header.path)
            else { return nil }
            if header.path == ["carousel", "items"], written.contains(["carousel", "generate"]) { return nil }
            if header.path == ["carousel", "generate"], written.contains(["carousel", "items"]) { return nil }
            return CompletionCandidate(
                label: header.text, kind: .table, detail: header.key.doc,
                documentation: HoverText.table(header.table, key: header.key, path: header.path[...], kind: kind),
                insertText: header.text, replaceSpan: span)
        }
    }

    /// The single tables already written where they would clash: top-level ones anywhere, carousel
    /// sub-tables in the cursor's carousel. The cursor's own line is left out.
    func writtenHeaders(carousel: Int?) -> Set<[String]> {
        let sections = site.resolver.document.sections
        let range = carousel.map { site.resolver.sections(ofCarousel: $0) }
        var written = Set<[String]>()
        for (index, section) in sections.enumerated() {
            guard let header = section.header,
                !(header.span.start >= site.lineStart && header.span.start <= site.cursor)
            else { continue }
            if section.path.first != "carousel" || range?.contains(index) == true { written.insert(section.path) }
        }
        return written
    }

    /// Every header the schema allows, in schema order: sub-tables that are not written as one value.
    static func headers(_ catalog: SchemaCatalog) -> [Header] {
        var result: [Header] = []
        func walk(_ table: TableDescriptor, path: [String], depth: Int) {
            guard depth < 4 else { return }
            for key in table.fields {
                guard let nested = key.nestedTable else { continue }
                switch key.type {
                case .table where !key.isValueTable:
                    result.append(Header(path: path + [key.key], isArray: false, key: key, table: nested))
                case .tables:
                    result.append(Header(path: path + [key.key], isArray: true, key: key, table: nested))
                default:
                    continue
                }
                walk(nested, path: path + [key.key], depth: depth + 1)
            }
        }
        walk(catalog.root, path: [], depth: 0)
        return result
    }
}
