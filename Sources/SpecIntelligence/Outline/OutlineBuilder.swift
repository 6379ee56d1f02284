import CarouselSpec
import SourceDiagnostics

/// Builds the outline from a ``ScannedDocument``.
struct OutlineBuilder {
    let document: ScannedDocument

    func symbols() -> [OutlineSymbol] {
        var result: [OutlineSymbol] = []
        let sections = document.sections
        result += keys(of: sections[0])
        var index = 1
        var carouselCount = 0
        while index < sections.count {
            let section = sections[index]
            guard let header = section.header else {
                index += 1
                continue
            }
            if header.isArray, section.path == ["carousel"] {
                carouselCount += 1
                var end = index + 1
                while end < sections.count, sections[end].path.first == "carousel",
                    !(sections[end].header?.isArray == true && sections[end].path == ["carousel"])
                {
                    end += 1
                }
                result.append(carousel(sections[index..<end], number: carouselCount))
                index = end
                continue
            }
            if section.path == ["window"] {
                result.append(
                    OutlineSymbol(
                        name: "window", detail: section.entry("title")?.value?.string, kind: .window,
                        span: section.span, selectionSpan: header.span, children: keys(of: section)))
            } else {
                result.append(table(section, name: section.path.joined(separator: "."), kind: .table))
            }
            index += 1
        }
        return result
    }

    /// A carousel: its `[[carousel]]` section and the sections under it.
    func carousel(_ sections: ArraySlice<ScannedSection>, number: Int) -> OutlineSymbol {
        guard let first = sections.first, let header = first.header else {
            return OutlineSymbol(name: "carousel \(number)", kind: .carousel, span: .point(0), selectionSpan: .point(0))
        }
        let idValue = first.entry("id")?.value
        let id = idValue?.string.flatMap { $0.isEmpty ? nil : $0 }
        let kind = first.entry("kind")?.value?.string ?? "paging"
        var children: [OutlineSymbol] = []
        var itemCount = 0
        if case .array(let elements, _)? = first.entry("items")?.value?.kind {
            for element in elements {
                guard case .inlineTable(let entries, _) = element.kind else { continue }
                itemCount += 1
                children.append(inlineItem(entries, span: element.span, number: itemCount))
            }
        }
        for section in sections.dropFirst() {
            guard let sectionHeader = section.header else { continue }
            if sectionHeader.isArray, section.path == ["carousel", "items"] {
                itemCount += 1
                children.append(item(section, number: itemCount))
            } else {
                children.append(table(section, name: section.path.dropFirst().joined(separator: "."), kind: .table))
            }
        }
        let span = sections.reduce(header.span) { $0.union($1.span) }
        let selection = idValue.map(\.span) ?? header.span
        return OutlineSymbol(
            name: id ?? "carousel \(number)", detail: kind, kind: .carousel, span: span,
            selectionSpan: selection, children: children)
    }

    /// One `[[carousel.items]]`: named by its id, else its title, else its position.
    func item(_ section: ScannedSection, number: Int) -> OutlineSymbol {
        let header = section.header?.span ?? section.span
        let id = section.entry("id")?.value
        let title = section.entry("title")?.value
        let named = [id, title].compactMap { $0 }.first { !($0.string ?? "").isEmpty }
        let name = named?.string ?? "item \(number)"
        let detail = id?.string != nil ? title?.string : nil
        return OutlineSymbol(
            name: name, detail: detail, kind: .item, span: section.span, selectionSpan: named?.span ?? header)
    }

    /// One item written inline: `items = [{ title = "A" }, ...]`.
    func inlineItem(_ entries: [ScannedEntry], span: SourceSpan, number: Int) -> OutlineSymbol {
        let section = ScannedSection(header: nil, entries: entries, span: span)
        let id = section.entry("id")?.value
        let title = section.entry("title")?.value
        let named = [id, title].compactMap { $0 }.first { !($0.string ?? "").isEmpty }
        return OutlineSymbol(
            name: named?.string ?? "item \(number)", detail: id?.string != nil ? title?.string : nil, kind: .item,
            span: span, selectionSpan: named?.span ?? span)
    }

    func table(_ section: ScannedSection, name: String, kind: OutlineKind) -> OutlineSymbol {
        let header = section.header?.span ?? section.span
        return OutlineSymbol(
            name: name.isEmpty ? "table" : name, kind: kind, span: section.span, selectionSpan: header)
    }

    /// The plain keys of a section (the top level and `[window]`).
    func keys(of section: ScannedSection) -> [OutlineSymbol] {
        section.entries.compactMap { entry in
            guard let first = entry.keys.first, let last = entry.keys.last else { return nil }
            let name = entry.keys.map(\.name).joined(separator: ".")
            return OutlineSymbol(
                name: name, detail: entry.value.map(Self.valueText), kind: .key, span: entry.span,
                selectionSpan: first.span.union(last.span))
        }
    }

    /// A value's text as a short detail (strings without quotes, long text cut).
    static func valueText(_ value: ScannedValue) -> String {
        switch value.kind {
        case .string(let text, _, _): return text.count > 40 ? String(text.prefix(40)) + "…" : text
        case .bare(let text): return text
        case .inlineTable: return "{ … }"
        case .array: return "[ … ]"
        }
    }
}
