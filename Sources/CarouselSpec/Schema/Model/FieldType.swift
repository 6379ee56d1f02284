/// What a field's value must look like in the spec file.
package indirect enum FieldType: Sendable {
    /// A TOML integer.
    case integer
    /// A TOML integer or float; NaN and infinity are rejected.
    case number
    /// `true` or `false`.
    case boolean
    /// Free text; the field's bounds limit its length in characters.
    case string
    /// A carousel id: `^[a-z][a-z0-9-]{0,63}$`.
    case identifier
    /// One of a fixed set of strings.
    case enumeration([String])
    /// An integer (within the field's bounds) or one of a fixed set of strings (`scroll-by = 2 | "page"`).
    case integerOrName([String])
    /// A number, or one of these names (`per-view`: a number or `"auto"`).
    case numberOrName([String])
    /// An integer index (within the field's bounds) or a string naming an item by its `id`
    /// (`start = 2 | "intro"`); the string is turned into the index once the items are known.
    case integerOrItemID
    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` or a palette name.
    case color
    /// A number of seconds or a string with a unit.
    case duration
    /// A path to a PNG, JPEG or BMP file.
    case imagePath
    /// A path to a TrueType or OpenType font.
    case fontPath
    /// A title template with `{n}` and `{i}` placeholders.
    case template
    /// An array of integers with one name and one range per element (`size = [1280, 800]`).
    case integerTuple(names: [String], bounds: [Bounds])
    /// An array of numbers with one name and one range per element (`image-position = [0.5, 0]`).
    case numberTuple(names: [String], bounds: [Bounds])
    /// The stack's opacity curve: `[[distance, opacity], ...]`.
    case opacityStops
    /// An array of colors; the field's bounds limit its count.
    case colorList
    /// An array of lengths in points (`keylines`); the field's bounds limit each length.
    case lengthList
    /// A slot's length in the window layout: points (a number within the field's bounds),
    /// `"N%"`, `"Nfr"` or `"auto"` (``SlotLengthParser``).
    case slotLength
    /// A side of a `frame`: points (a number within the field's bounds) or `"N%"` of the window's
    /// width (`x`, `width`) or height (`y`, `height`) (``FrameLengthReading``).
    case frameLength
    /// A table (a `[header]` section or an inline table).
    case table(TableDescriptor)
    /// A length for all four sides, or a table of sides (`insets`).
    case lengthOrTable(TableDescriptor)
    /// An array of tables (`[[header]]`); the field's bounds limit its count.
    case tables(TableDescriptor)

    /// How messages name the type: "an integer", "a duration" ...
    package var expectation: String {
        switch self {
        case .integer: return "an integer"
        case .number: return "a number"
        case .boolean: return "a boolean (`true` or `false`)"
        case .string, .identifier, .template: return "a string"
        case .enumeration(let names): return "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .integerOrName(let names):
            return "an integer or " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .numberOrName(let names):
            return "a number or " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .integerOrItemID: return "an integer index or an item id string"
        case .color: return "a color string (\"#RRGGBB\" or a name)"
        case .duration: return "a duration (seconds as a number, or a string such as \"250ms\" or \"1.5s\")"
        case .imagePath: return "an image path string"
        case .fontPath: return "a font path string"
        case .integerTuple(let names, _):
            return "an array of \(names.count) integers [\(names.joined(separator: ", "))]"
        case .numberTuple(let names, _):
            return "an array of \(names.count) numbers [\(names.joined(separator: ", "))]"
        case .opacityStops: return "an array of [distance, opacity] pairs"
        case .colorList: return "an array of color strings"
        case .lengthList: return "an array of lengths in points"
        case .slotLength: return "a length in points, or \"N%\", \"Nfr\" or \"auto\""
        case .frameLength: return "a number of points, or \"N%\" of the window"
        case .table(let table): return "a table (\(table.fieldList))"
        case .lengthOrTable(let table): return "a length or a table (\(table.fieldList))"
        case .tables: return "an array of tables"
        }
    }
}

extension FieldType {
    /// The file extensions (lower case, without the dot; any case is accepted) a path of this
    /// type may have, from the checks that open the files (``FileSignature``); empty for others.
    package var fileExtensions: [String] {
        switch self {
        case .imagePath: return FileSignature.imageFormats.flatMap(\.extensions)
        case .fontPath: return FileSignature.fontExtensions
        default: return []
        }
    }
}
