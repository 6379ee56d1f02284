/// What a key's value looks like, as editor tooling sees it (a plain copy of the schema's field type).
package enum SchemaValueShape: Sendable, Equatable {
    /// A TOML integer.
    case integer
    /// A TOML integer or float.
    case number
    /// `true` or `false`.
    case boolean
    /// Free text.
    case string
    /// A carousel id (`^[a-z][a-z0-9-]{0,63}$`).
    case identifier
    /// One of these strings.
    case enumeration([String])
    /// An integer, or one of these strings (`scroll-by = 2` or `"page"`).
    case integerOrName([String])
    /// A color string: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` or a name.
    case color
    /// Seconds as a number, or a string with a unit.
    case duration
    /// A path to an image file.
    case imagePath
    /// A path to a font file.
    case fontPath
    /// A title template with `{n}` and `{i}`.
    case template
    /// An array of integers with these element names.
    case integerTuple([String])
    /// `[[distance, opacity], ...]`.
    case opacityStops
    /// An array of color strings.
    case colorList
    /// An array of lengths in points.
    case lengthList
    /// A table; the name of its ``SchemaTableInfo``.
    case table(String)
    /// A length or a table; the name of the table's ``SchemaTableInfo``.
    case lengthOrTable(String)
    /// An array of tables (`[[header]]`); the name of the element's ``SchemaTableInfo``.
    case tables(String)

    /// The name of the nested table, for table-valued shapes.
    package var tableName: String? {
        switch self {
        case .table(let name), .lengthOrTable(let name), .tables(let name): return name
        default: return nil
        }
    }

    /// The file extensions (lower case, without the dot) a path of this shape may have.
    package var fileExtensions: [String] {
        switch self {
        case .imagePath: return SchemaCatalog.imageExtensions
        case .fontPath: return SchemaCatalog.fontExtensions
        default: return []
        }
    }

    init(_ type: FieldType) {
        switch type {
        case .integer: self = .integer
        case .number: self = .number
        case .boolean: self = .boolean
        case .string: self = .string
        case .identifier: self = .identifier
        case .enumeration(let names): self = .enumeration(names)
        case .integerOrName(let names): self = .integerOrName(names)
        case .color: self = .color
        case .duration: self = .duration
        case .imagePath: self = .imagePath
        case .fontPath: self = .fontPath
        case .template: self = .template
        case .integerTuple(let names, _): self = .integerTuple(names)
        case .opacityStops: self = .opacityStops
        case .colorList: self = .colorList
        case .lengthList: self = .lengthList
        case .table(let table): self = .table(table.name)
        case .lengthOrTable(let table): self = .lengthOrTable(table.name)
        case .tables(let table): self = .tables(table.name)
        }
    }
}
