import CarouselEngine

/// The value a field takes when the spec does not write it.
enum FieldDefault: Sendable {
    /// The key must be written (E0203 when missing).
    case required
    /// Optional with no value (an absent title stays absent).
    case none
    /// One constant value.
    case value(SpecValue)
    /// A value that depends on the carousel's kind: `paging` (and any kind not listed) takes `base`.
    case byKind(SpecValue, [CarouselKind: SpecValue])
    /// Computed by the resolver from other values; the text says how (for docs and the JSON Schema).
    case computed(String)

    /// The constant default, if there is one (used by the JSON Schema).
    var constant: SpecValue? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The default for a carousel of `kind` (nil for `required`, `none` and `computed`).
    func value(for kind: CarouselKind) -> SpecValue? {
        switch self {
        case .value(let value): return value
        case .byKind(let base, let overrides): return overrides[kind] ?? base
        case .required, .none, .computed: return nil
        }
    }
}
