import CarouselSpec
import SourceDiagnostics

/// Finds the schema table of each section and key of a ``ScannedDocument``, and the carousel a
/// section belongs to (for its `kind`).
struct SchemaResolver {
    let catalog: SchemaCatalog
    let document: ScannedDocument

    /// The table a header path opens, walking from the root (nil when a part is not a table key).
    func table(forPath path: [String]) -> TableDescriptor? {
        var table = catalog.root
        for name in path {
            guard let nested = table.field(name)?.nestedTable else { return nil }
            table = nested
        }
        return table
    }

    /// The table that holds the last of `keys` when they are written in `table`
    /// (`auto.interval` in `[[carousel]]` is `interval` of `[carousel.auto]`).
    func table(holdingLastOf keys: [String], in table: TableDescriptor) -> TableDescriptor? {
        var current = table
        for name in keys.dropLast() {
            guard let nested = current.field(name)?.nestedTable else { return nil }
            current = nested
        }
        return current
    }

    /// The index of the section holding `offset`: the last one whose header starts at or before it.
    func sectionIndex(at offset: Int) -> Int {
        var found = 0
        for (index, section) in document.sections.enumerated() {
            guard let header = section.header else { continue }
            if header.span.start <= offset { found = index } else { break }
        }
        return found
    }

    /// The `[[carousel]]` section that a section under `carousel` belongs to.
    func carouselSection(owning index: Int) -> Int? {
        guard index < document.sections.count, document.sections[index].path.first == "carousel" else { return nil }
        var cursor = index
        while cursor >= 0 {
            let section = document.sections[cursor]
            if let header = section.header, header.isArray, section.path == ["carousel"] { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The last `[[carousel]]` section whose header starts before `offset`: the carousel a
    /// `[carousel.…]` header written at `offset` would belong to.
    func lastCarouselSection(before offset: Int) -> Int? {
        document.sections.indices.last { index in
            let section = document.sections[index]
            guard let header = section.header, header.span.start < offset else { return false }
            return header.isArray && section.path == ["carousel"]
        }
    }

    /// The sections that belong to the `[[carousel]]` at `index` (itself, its sub-tables and items).
    func sections(ofCarousel index: Int) -> Range<Int> {
        var end = index + 1
        while end < document.sections.count {
            let section = document.sections[end]
            if section.path.first != "carousel" || (section.header?.isArray == true && section.path == ["carousel"]) {
                break
            }
            end += 1
        }
        return index..<end
    }

    /// The kind of the carousel at section `index`: what its `kind` says, `paging` when it has
    /// none, nil when the value is not a kind (then every kind's keys are offered).
    func kind(ofCarousel index: Int?) -> String? {
        guard let index, index < document.sections.count else { return nil }
        guard let entry = document.sections[index].entry("kind") else { return "paging" }
        guard let value = entry.value?.string, SchemaCatalog.kindNames.contains(value) else { return nil }
        return value
    }

    /// The carousel ids the spec defines, in file order, with the span of each value.
    func carouselIDs() -> [(id: String, span: SourceSpan)] {
        document.sections.compactMap { section in
            guard section.header?.isArray == true, section.path == ["carousel"],
                let value = section.entry("id")?.value, let id = value.string
            else { return nil }
            return (id, value.span)
        }
    }
}
