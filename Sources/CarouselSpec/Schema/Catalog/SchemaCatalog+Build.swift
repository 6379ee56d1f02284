import CarouselEngine

extension SchemaTableInfo {
    /// A copy of `table`'s facts.
    init(_ table: TableDescriptor) {
        self.init(
            name: table.name, title: table.title, doc: table.doc, kinds: table.kinds.map(SchemaKeyInfo.kindList),
            keys: table.fields.map { SchemaKeyInfo($0, in: table) }, docsURL: SpecDocs.url(forTable: table.name))
    }
}

extension SchemaKeyInfo {
    /// A copy of `field`'s facts; `table` is the table that holds it (for the docs link).
    init(_ field: FieldDescriptor, in table: TableDescriptor) {
        self.init(
            key: field.key, shape: SchemaValueShape(field.type), expectation: field.type.expectation,
            defaultText: Self.text(field.defaultValue), boundsText: field.bounds.map(Self.boundsText(field)),
            range: field.bounds.map(SchemaRange.init), softText: field.soft?.text,
            softRange: field.soft.map(SchemaRange.init),
            kinds: field.kinds.map(Self.kindList), doc: field.doc,
            isRequired: field.isRequired, isValueTable: field.isValueTable, bareSecondsLimit: field.bareSecondsLimit,
            referencesCarouselID: field.referencesCarouselID,
            enumDocs: SpecSchema.enumDocs(field, in: table) ?? [:],
            docsURL: SpecDocs.url(forTable: table.name))
    }

    /// Kinds in documentation order.
    static func kindList(_ kinds: Set<CarouselKind>) -> [String] {
        CarouselKind.allCases.filter(kinds.contains).map(\.rawValue)
    }

    /// What the bounds limit: the value, a string's length or a list's count.
    static func boundsText(_ field: FieldDescriptor) -> (Bounds) -> String {
        { bounds in
            switch field.type {
            case .string, .identifier, .template: return "length " + bounds.text + " characters"
            case .colorList, .tables, .opacityStops: return "count " + bounds.text
            case .duration: return bounds.text + " seconds"
            default: return bounds.text
            }
        }
    }

    /// The default in words.
    static func text(_ value: FieldDefault) -> String {
        switch value {
        case .required: return "required"
        case .none: return "none (absent)"
        case .value(let value): return "`\(toml(value))`"
        case .computed(let how): return how
        case .byKind(let base, let overrides):
            let special = CarouselKind.allCases.compactMap { kind in
                overrides[kind].map { "`\(toml($0))` for \(kind.rawValue)" }
            }
            return "`\(toml(base))`" + (special.isEmpty ? "" : "; " + special.joined(separator: ", "))
        }
    }

    /// A value as a spec would write it.
    static func toml(_ value: SpecValue) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .number(let number): return Bounds.format(number)
        case .duration(let seconds): return "\"\(Bounds.format(seconds))s\""
        case .boolean(let flag): return flag ? "true" : "false"
        case .string(let text), .path(let text): return "\"\(text)\""
        case .color(let color): return "\"\(color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex)\""
        case .integers(let numbers): return "[" + numbers.map(String.init).joined(separator: ", ") + "]"
        case .stops(let stops):
            let pairs = stops.map { "[\(Bounds.format($0.distance)), \(Bounds.format($0.opacity))]" }
            return "[" + pairs.joined(separator: ", ") + "]"
        case .colors(let colors): return "[" + colors.map { "\"\($0.hex)\"" }.joined(separator: ", ") + "]"
        case .numbers(let numbers): return "[" + numbers.map(Bounds.format).joined(separator: ", ") + "]"
        case .table, .tables: return "{ ... }"
        }
    }
}
