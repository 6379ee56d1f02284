import CarouselSpec
import SourceDiagnostics

/// Visits every value of a ``ScannedDocument`` whose key the schema knows, with the key's
/// facts: the values inside inline tables and inline arrays of tables included. Go to
/// definition, rename and document links find the values they want by the key's facts
/// (`referencesCarouselID`, a path shape), never by a list of key names.
struct SchemaValueWalker {
    let resolver: SchemaResolver
    var catalog: SchemaCatalog { resolver.catalog }

    /// Calls `visit` with each known key's value, in file order.
    func forEachValue(_ visit: (FieldDescriptor, ScannedValue) -> Void) {
        for section in resolver.document.sections {
            guard let table = resolver.table(forPath: section.path) else { continue }
            for entry in section.entries { walk(entry, in: table, visit) }
        }
    }

    private func walk(
        _ entry: ScannedEntry, in table: TableDescriptor, _ visit: (FieldDescriptor, ScannedValue) -> Void
    ) {
        guard let value = entry.value, let last = entry.keys.last,
            let holder = resolver.table(holdingLastOf: entry.keys.map(\.name), in: table),
            let key = holder.field(last.name)
        else { return }
        walk(value, of: key, visit)
    }

    private func walk(_ value: ScannedValue, of key: FieldDescriptor, _ visit: (FieldDescriptor, ScannedValue) -> Void)
    {
        switch value.kind {
        case .inlineTable(let entries, _):
            guard let nested = key.nestedTable else { return visit(key, value) }
            for entry in entries { walk(entry, in: nested, visit) }
        case .array(let elements, _):
            guard case .tables(let nested) = key.type else { return visit(key, value) }
            for element in elements {
                guard case .inlineTable(let entries, _) = element.kind else { continue }
                for entry in entries { walk(entry, in: nested, visit) }
            }
        default:
            visit(key, value)
        }
    }
}
