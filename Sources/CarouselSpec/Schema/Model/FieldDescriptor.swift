import CarouselEngine

/// One key of the spec format: its type, default, allowed range and documentation, declared once.
///
/// The reader validates with it, the resolver fills defaults from it, and the JSON Schema
/// and compile output take their key names and order from it.
package final class FieldDescriptor: Sendable {
    /// The kebab-case key as written in the file.
    package let key: String
    /// What the value must look like.
    package let type: FieldType
    /// The value when absent.
    let defaultValue: FieldDefault
    /// Hard range: outside is an error (E0301). For strings: length; for lists: count.
    package let bounds: Bounds?
    /// Soft range inside the hard one: outside is a warning (W0401) and the value is clamped into it.
    package let soft: Bounds?
    /// Kinds of carousel the key applies to (nil: all).
    package let kinds: Set<CarouselKind>?
    /// One sentence for users (JSON Schema `description`).
    package let doc: String
    /// A table written as one value (`frame = { x, y, width, height }`): every key of it is
    /// required, messages name it as a key, rules do not walk into it, and when it is absent the
    /// resolver computes it from the layout instead of filling it from its keys' defaults.
    package let isValueTable: Bool
    /// Duration keys: a bare number of at least this many seconds is probably milliseconds
    /// (W0411 suggests `"4s"` or `"4000ms"` for `4000`); nil where no in-range number is absurd.
    package let bareSecondsLimit: Double?
    /// True when the value names a carousel by its `id` (editors complete the spec's carousel ids
    /// there). No key does yet; issue 10's `sync` key will.
    package let referencesCarouselID: Bool
    /// True when the key must be written (``isRequired``, stored: the reader asks per table, and
    /// matching `defaultValue` copies its payload every time).
    let isRequiredKey: Bool
    /// True when the value is written as a TOML string (``FieldType/acceptsString``, stored for the reader).
    let acceptsString: Bool

    /// A reference type: the reader passes descriptors around per value, so copies must be cheap.
    init(
        _ key: String, _ type: FieldType, default defaultValue: FieldDefault, bounds: Bounds? = nil,
        soft: Bounds? = nil, kinds: Set<CarouselKind>? = nil, isValueTable: Bool = false,
        bareSecondsLimit: Double? = nil, referencesCarouselID: Bool = false, doc: String
    ) {
        self.key = key
        self.type = type
        self.acceptsString = type.acceptsString
        if case .required = defaultValue { self.isRequiredKey = true } else { self.isRequiredKey = false }
        self.defaultValue = defaultValue
        self.bounds = bounds
        self.soft = soft
        self.kinds = kinds
        self.doc = doc
        self.isValueTable = isValueTable
        self.bareSecondsLimit = bareSecondsLimit
        self.referencesCarouselID = referencesCarouselID
    }

    /// True when the key must be written.
    package var isRequired: Bool { isRequiredKey }

    /// The nested table descriptor of a table-valued field.
    package var nestedTable: TableDescriptor? {
        switch type {
        case .table(let table), .lengthOrTable(let table), .tables(let table): return table
        default: return nil
        }
    }
}
