import CarouselSpec
import SourceDiagnostics

/// Finds what lies under an offset and asks ``HoverText`` for its words.
struct HoverLocator {
    let resolver: SchemaResolver

    func hover(at offset: Int) -> HoverInfo? {
        let sectionIndex = resolver.sectionIndex(at: offset)
        let section = resolver.document.sections[sectionIndex]
        let kind = resolver.kind(ofCarousel: resolver.carouselSection(owning: sectionIndex))
        if let header = section.header, header.span.holds(offset) {
            return headerHover(header, at: offset, kind: kind)
        }
        guard let table = resolver.table(forPath: section.path) else { return nil }
        for entry in section.entries where entry.span.holds(offset) {
            return entryHover(entry, in: table, at: offset, kind: kind)
        }
        return nil
    }

    func headerHover(_ header: ScannedHeader, at offset: Int, kind: String?) -> HoverInfo? {
        let names = header.path.map(\.name)
        let part = header.path.firstIndex { $0.span.touches(offset) } ?? (names.count - 1)
        guard part >= 0, let table = resolver.table(forPath: Array(names[...part])) else { return nil }
        let parent = resolver.table(forPath: Array(names[..<part]))
        let key = parent?.field(names[part])
        let span = header.path.indices.contains(part) ? header.path[part].span : header.span
        return HoverInfo(markdown: HoverText.table(table, key: key, path: names[...part], kind: kind), span: span)
    }

    func entryHover(_ entry: ScannedEntry, in table: TableDescriptor, at offset: Int, kind: String?) -> HoverInfo? {
        var current = table
        for (index, key) in entry.keys.enumerated() {
            guard let info = current.field(key.name) else {
                guard key.span.holds(offset) else { return nil }
                return HoverInfo(markdown: HoverText.unknownKey(key.name, in: current, kind: kind), span: key.span)
            }
            if key.span.holds(offset) {
                return HoverInfo(markdown: HoverText.key(info, in: current, kind: kind), span: key.span)
            }
            if index < entry.keys.count - 1 {
                guard let nested = info.nestedTable else { return nil }
                current = nested
            } else if let value = entry.value, value.span.holds(offset) {
                return valueHover(value, key: info, in: current, at: offset, kind: kind)
            }
        }
        return nil
    }

    func valueHover(
        _ value: ScannedValue, key: FieldDescriptor, in table: TableDescriptor, at offset: Int, kind: String?
    ) -> HoverInfo? {
        switch value.kind {
        case .inlineTable(let entries, _):
            if let nested = key.nestedTable {
                for entry in entries where entry.span.holds(offset) {
                    return entryHover(entry, in: nested, at: offset, kind: kind)
                }
            }
        case .array(let elements, _):
            if let (index, element) = elements.enumerated().first(where: { $0.element.span.holds(offset) }) {
                if case .tables(let nested) = key.type,
                    case .inlineTable(let entries, _) = element.kind
                {
                    for entry in entries where entry.span.holds(offset) {
                        return entryHover(entry, in: nested, at: offset, kind: kind)
                    }
                    return nil
                }
                let text = ValueMeaning(key: key, table: table, kind: kind).element(element, at: index)
                return HoverInfo(markdown: text, span: element.span)
            }
        default:
            break
        }
        let text = ValueMeaning(key: key, table: table, kind: kind).describe(value)
        return HoverInfo(markdown: text, span: value.span)
    }
}
