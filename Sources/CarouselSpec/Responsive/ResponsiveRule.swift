import CarouselEngine
import SourceDiagnostics

/// One `[[carousel.when]]` rule as read: its number, its window range and the keys it writes.
struct ResponsiveRule: Sendable {
    /// 1-based position among the carousel's rules (how messages and `compile` name it).
    var number: Int
    /// The rule's table as read (conditions and overrides, with their spans).
    var table: SpecTable
    /// Where the rule applies; empty when a minimum is above its maximum (E0341).
    var range: WindowRange

    typealias Keys = SpecSchema.ResponsiveKeys

    init(number: Int, table: SpecTable) {
        self.number = number
        self.table = table
        range = WindowRange(
            minWidth: table[Keys.minWidth], maxWidth: table[Keys.maxWidth], minHeight: table[Keys.minHeight],
            maxHeight: table[Keys.maxHeight])
    }

    /// The rules of a carousel table, in file order.
    static func rules(of carousel: SpecTable) -> [ResponsiveRule] {
        carousel[SpecSchema.ResponsiveKeys.rules].map { tables in
            tables.enumerated().map { ResponsiveRule(number: $0.offset + 1, table: $0.element) }
        } ?? []
    }

    /// True when the rule applies to a window of `size` points.
    func applies(to size: Size) -> Bool { !range.isEmpty && range.contains(size) }

    /// The slots of the rule that change a key (not the conditions), written with a valid value.
    var overrides: [Int] {
        let conditions = SpecSchema.responsiveConditionFields.count
        return (conditions..<table.slots.count).filter { table.isWritten(slot: $0) && !table.isInvalid(slot: $0) }
    }

    /// The keys the rule changes as paths (`per-view`, `auto.enabled`), each with its entry's span.
    var changedKeys: [(path: String, entry: SourceSpan)] {
        var keys: [(String, SourceSpan)] = []
        for slot in overrides {
            let key = table.descriptor.fields[slot].key
            if case .table(let nested)? = table.slots[slot].value,
                ResponsiveSchema.isRuleSubTable(table.descriptor.fields[slot])
            {
                for inner in nested.slots.indices where nested.isWritten(slot: inner) && !nested.isInvalid(slot: inner)
                {
                    let name = nested.descriptor.fields[inner].key
                    keys.append(("\(key).\(name)", nested.entrySpan(name) ?? nested.span))
                }
            } else {
                keys.append((key, table.entrySpan(key) ?? table.span))
            }
        }
        return keys
    }
}

extension SpecSchema.ResponsiveKeys {
    /// `when` of `[[carousel]]`: the rules.
    static let rules = Field<[SpecTable]>(SpecSchema.carousel, "when")
}
