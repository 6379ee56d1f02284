import CarouselEngine
import SourceDiagnostics

/// Fills the keys a table does not write from another table of the same keys: `[defaults]` into
/// a carousel, a base's `[defaults]` and `[window]` into the spec's. Nearest first: a key the
/// target writes (even with a rejected value) is never replaced.
///
/// A nested table (`[carousel.text]`) is filled key by key; a value table (`frame`) and every
/// other value are taken whole. A copied value gets the target's data path; its spans are
/// replaced by `span` when it comes from another file (the `extends` line of the spec), so a
/// rule that points at it points into the file it reports on.
struct TableFill {
    /// The span every copied value takes (values from a base file), or nil to keep theirs.
    let span: SourceSpan?
    /// The carousel kind: keys for other kinds are not copied (nil: every key, into `[defaults]`).
    let kind: CarouselKind?
    /// Called with the path (relative to the filled table) and the source slot of each value copied.
    let record: (_ path: String, _ slot: SpecTable.Slot) -> Void

    /// Fills `target` from `source`; `prefix` is the relative path of both (empty at the top).
    func fill(_ target: inout SpecTable, from source: SpecTable, prefix: String = "") {
        for index in source.descriptor.fields.indices {
            let slot = source.slots[index]
            guard let value = slot.value, !source.isInvalid(slot: index) else { continue }
            let field = source.descriptor.fields[index]
            guard let position = target.descriptor.index(of: field.key) else { continue }
            let targetField = target.descriptor.fields[position]
            if let kind, let kinds = targetField.kinds, !kinds.contains(kind) { continue }
            let relative = prefix.isEmpty ? field.key : prefix + "." + field.key
            if target.isWritten(slot: position) {
                // Both write the table: fill it key by key (a value table stays the target's).
                guard case .table(var nested)? = target.slots[position].value, case .table(let from) = value,
                    case .table = targetField.type, !targetField.isValueTable
                else { continue }
                target.slots[position].value = nil
                fill(&nested, from: from, prefix: relative)
                target.slots[position].value = .table(nested)
                continue
            }
            let path = target.path(of: field.key)
            target.slots[position] = SpecTable.Slot(
                value: rebased(value, path: path), keySpan: span ?? slot.keySpan, valueSpan: span ?? slot.valueSpan)
            recordTaken(slot, field: targetField, path: relative)
        }
    }

    /// Records a value taken whole: a table key by key (its unwritten keys get their defaults
    /// later, which are no one's), any other value as one.
    private func recordTaken(_ slot: SpecTable.Slot, field: FieldDescriptor, path: String) {
        guard case .table(let table)? = slot.value, case .table = field.type, !field.isValueTable else {
            record(path, slot)
            return
        }
        for index in table.descriptor.fields.indices where table.slots[index].value != nil {
            let nested = table.descriptor.fields[index]
            recordTaken(table.slots[index], field: nested, path: path + "." + nested.key)
        }
    }

    /// `value` with the data path `path` (and ``span`` for every span inside it, when set).
    func rebased(_ value: SpecValue, path: String) -> SpecValue {
        switch value {
        case .table(let table): return .table(rebased(table, path: path, index: nil))
        case .tables(let tables):
            return .tables(tables.enumerated().map { rebased($0.element, path: path, index: $0.offset) })
        default: return value
        }
    }

    private func rebased(_ table: SpecTable, path: String, index: Int?) -> SpecTable {
        var table = table
        table.pathBase = path
        table.pathIndex = index
        if let span { table.span = span }
        for position in table.descriptor.fields.indices where table.slots[position].value != nil {
            var slot = table.slots[position]
            if let value = slot.value {
                slot.value = nil
                slot.value = rebased(value, path: table.path(of: table.descriptor.fields[position].key))
            }
            if let span {
                if slot.keySpan != nil { slot.keySpan = span }
                if slot.valueSpan != nil { slot.valueSpan = span }
            }
            table.slots[position] = slot
        }
        return table
    }
}
