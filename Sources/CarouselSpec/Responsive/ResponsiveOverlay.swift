/// Applies the rules that hold at a window size to a carousel table before resolution: each
/// written key of a matching rule replaces the carousel's, value and span, in file order, so a
/// later rule wins key by key and every check at that size points at the rule's own line.
enum ResponsiveOverlay {
    /// Applies `rules` (those matching are chosen by the caller) to `carousel`.
    static func apply(_ rules: [ResponsiveRule], to carousel: inout SpecTable) {
        for rule in rules {
            for slot in rule.overrides {
                let field = rule.table.descriptor.fields[slot]
                guard let target = carousel.descriptor.index(of: field.key) else { continue }
                if case .table(let nested)? = rule.table.slots[slot].value, ResponsiveSchema.isRuleSubTable(field) {
                    merge(nested, into: &carousel, slot: target)
                } else {
                    carousel.slots[target] = rule.table.slots[slot]
                    carousel.invalidMask &= ~(1 << UInt64(target))
                }
            }
        }
    }

    /// Copies the written keys of a rule's sub-table (`[carousel.when.auto]`) into the carousel's
    /// table of the same name, made when the carousel has none (written: it now exists).
    private static func merge(_ nested: SpecTable, into carousel: inout SpecTable, slot: Int) {
        guard let descriptor = carousel.descriptor.fields[slot].nestedTable else { return }
        var table: SpecTable
        if case .table(let existing)? = carousel.slots[slot].value {
            table = existing
        } else {
            table = SpecTable(
                descriptor: descriptor, path: carousel.path(of: carousel.descriptor.fields[slot].key),
                span: nested.span, isWritten: true)
            carousel.slots[slot] = SpecTable.Slot(value: nil, keySpan: nested.span, valueSpan: nested.span)
        }
        for inner in nested.slots.indices where nested.isWritten(slot: inner) && !nested.isInvalid(slot: inner) {
            guard let target = descriptor.index(of: nested.descriptor.fields[inner].key) else { continue }
            table.slots[target] = nested.slots[inner]
            table.invalidMask &= ~(1 << UInt64(target))
        }
        carousel.slots[slot].value = .table(table)
    }
}
