import CarouselEngine

/// Fills absent values from the descriptors' constant and per-kind defaults.
///
/// Defaults that depend on other values (frames, page size, item colors, packed spacing ratio)
/// are filled by ``SpecResolver``; tables the file leaves out are created with their defaults,
/// except value tables (``FieldDescriptor/isValueTable``), which the resolver computes.
enum SpecDefaults {
    /// Fills `table` and its nested tables for a carousel of `kind`.
    static func fill(_ table: inout SpecTable, kind: CarouselKind) {
        for (index, field) in table.descriptor.fields.enumerated() {
            if var nested = table.slots[index].value.flatMap(Self.tableValue) {
                fill(&nested, kind: kind)
                table.slots[index].value = .table(nested)
                continue
            }
            guard table.slots[index].value == nil else { continue }
            if let value = field.defaultValue.value(for: kind) {
                table.slots[index].value = value
            } else if case .computed = field.defaultValue, let descriptor = Self.plainTable(field), !field.isValueTable
            {
                var nested = SpecTable(
                    descriptor: descriptor, path: table.path(of: field.key), span: table.span, isWritten: false)
                fill(&nested, kind: kind)
                table.slots[index].value = .table(nested)
            }
        }
    }

    private static func tableValue(_ value: SpecValue) -> SpecTable? {
        if case .table(let table) = value { return table }
        return nil
    }

    private static func plainTable(_ field: FieldDescriptor) -> TableDescriptor? {
        switch field.type {
        case .table(let descriptor), .lengthOrTable(let descriptor): return descriptor
        default: return nil
        }
    }
}
