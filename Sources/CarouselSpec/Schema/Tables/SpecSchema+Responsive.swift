import CarouselEngine

extension SpecSchema {
    /// The keys a `[[carousel.when]]` rule may change, as paths in `[[carousel]]`: `"auto.enabled"`
    /// is the `enabled` key of `[carousel.auto]`, written `[carousel.when.auto] enabled = false`.
    ///
    /// Adding a key to the overridable set is one line here (and a line in docs/spec.md,
    /// "Responsive rules"): the rule's table, its JSON Schema, `check`'s E0340 for the keys left
    /// out and the overlay that applies a rule all follow this list. The key must be a key of
    /// ``carouselFields`` (or of a table there): a typo is a programming error caught by the
    /// first test that compiles a spec.
    static let overridableKeys: [String] = [
        "frame",
        "row-height",
        "column-width",
        "per-view",
        "scroll-by",
        "align",
        "spacing",
        "insets",
        "page-size",
        "focus.item-size",
        "marquee.item-extent",
        "auto.enabled",
        "arrows",
        "pagination",
    ]

    /// The window-size conditions of a rule, in window points (inclusive at both ends).
    static let responsiveConditionFields = [
        FieldDescriptor(
            "min-width", .number, default: .none, bounds: .length,
            doc: "The rule applies when the window is at least this many points wide."),
        FieldDescriptor(
            "max-width", .number, default: .none, bounds: .length,
            doc: "The rule applies when the window is at most this many points wide."),
        FieldDescriptor(
            "min-height", .number, default: .none, bounds: .length,
            doc: "The rule applies when the window is at least this many points tall."),
        FieldDescriptor(
            "max-height", .number, default: .none, bounds: .length,
            doc: "The rule applies when the window is at most this many points tall."),
    ]

    /// `[[carousel.when]]`: one responsive rule.
    static let responsiveRule = ResponsiveSchema.ruleTable(
        conditions: responsiveConditionFields, carousel: carouselFields, overridable: overridableKeys)

    /// `when` of `[[carousel]]`.
    static let responsiveField = FieldDescriptor(
        "when", .tables(responsiveRule), default: .none, bounds: .range(1, 64),
        doc: "Responsive rules, 1 to 64: at window sizes in their range they change a listed set of keys; "
            + "a later rule wins.")

    /// `[[carousel.when]]`'s conditions, by typed key.
    enum ResponsiveKeys {
        static let minWidth = Field<Double>(responsiveRule, "min-width")
        static let maxWidth = Field<Double>(responsiveRule, "max-width")
        static let minHeight = Field<Double>(responsiveRule, "min-height")
        static let maxHeight = Field<Double>(responsiveRule, "max-height")
    }
}

/// Builds the rule table from the carousel's own descriptors, and knows which table of
/// `[[carousel]]` each table of a rule stands for (for E0340).
enum ResponsiveSchema {
    /// The rule table: the conditions, then each overridable key with the carousel's type, bounds,
    /// kinds and doc but no default (an absent key changes nothing). Keys of a nested table
    /// (`auto.enabled`) go into a sub-table holding only the overridable ones.
    static func ruleTable(
        conditions: [FieldDescriptor], carousel: [FieldDescriptor], overridable: [String]
    ) -> TableDescriptor {
        var fields = conditions
        var nested: [(parent: FieldDescriptor, keys: [String])] = []
        for path in overridable {
            let parts = path.split(separator: ".").map(String.init)
            guard let field = carousel.first(where: { $0.key == parts[0] }) else {
                preconditionFailure("`\(path)` of the overridable keys is not a key of [[carousel]]")
            }
            if parts.count == 1 {
                fields.append(copy(field))
            } else if let index = nested.firstIndex(where: { $0.parent === field }) {
                nested[index].keys.append(parts[1])
            } else {
                nested.append((field, [parts[1]]))
                fields.append(field)  // a placeholder, replaced below in the same position
            }
        }
        for (parent, keys) in nested {
            guard let source = parent.nestedTable, let index = fields.firstIndex(where: { $0 === parent }) else {
                continue
            }
            let table = TableDescriptor(
                name: "carousel-when-\(parent.key)", title: "[carousel.when.\(parent.key)]", kinds: source.kinds,
                doc: "The keys of \(source.title) a rule may change.",
                fields: keys.map { key in
                    guard let field = source.field(key) else {
                        preconditionFailure("`\(parent.key).\(key)` of the overridable keys is not a key")
                    }
                    return copy(field)
                })
            fields[index] = FieldDescriptor(
                parent.key, .table(table), default: .none, kinds: parent.kinds,
                doc: "Changes \(keys.map { "`\($0)`" }.joined(separator: ", ")) of \(source.title).")
        }
        return TableDescriptor(
            name: "carousel-when", title: "[[carousel.when]]",
            doc: "A responsive rule: at window sizes in its range it changes some keys of the carousel.",
            fields: fields)
    }

    /// `field` without its default: in a rule, an absent key leaves the carousel's value alone.
    private static func copy(_ field: FieldDescriptor) -> FieldDescriptor {
        FieldDescriptor(
            field.key, field.type, default: .none, bounds: field.bounds, soft: field.soft, kinds: field.kinds,
            isValueTable: field.isValueTable, bareSecondsLimit: field.bareSecondsLimit, doc: field.doc)
    }

    /// The table of `[[carousel]]` that a rule's table (or sub-table) stands for, by name.
    static func source(of rule: TableDescriptor) -> TableDescriptor? {
        if rule === SpecSchema.responsiveRule { return SpecSchema.carousel }
        guard rule.name.hasPrefix("carousel-when-") else { return nil }
        let parent = String(rule.name.dropFirst("carousel-when-".count))
        return SpecSchema.carousel.field(parent)?.nestedTable
    }

    /// True when `field` of a rule is one of its sub-tables (`[carousel.when.auto]`), whose keys
    /// are merged into the carousel's table of that name; other values replace the carousel's.
    static func isRuleSubTable(_ field: FieldDescriptor) -> Bool {
        guard case .table(let table) = field.type else { return false }
        return table.name.hasPrefix("carousel-when-")
    }

    /// The keys a rule's table may change, written for messages (`per-view`, `auto.enabled`).
    static func changeable(in rule: TableDescriptor) -> [String] {
        if rule === SpecSchema.responsiveRule { return SpecSchema.overridableKeys }
        return rule.keys
    }
}
