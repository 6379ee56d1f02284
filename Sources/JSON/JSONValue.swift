/// A JSON value whose objects keep their members in order, so output is stable and diffs cleanly.
///
/// Whole numbers and other numbers are separate cases: `compile` writes counts as integers
/// and lengths as numbers, and the reader keeps a literal without a fraction or exponent whole
/// (beyond `Int`'s range, as its text, so it is written back exactly).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A whole number beyond `Int`'s range, kept as its literal text (`-?[0-9]+`, as read) so that
    /// it is written back exactly: a JSON-RPC id of `123456789012345678901234567890` is echoed as sent.
    case largeInteger(String)
    /// Any other number (written as `null` when not finite).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; members in the order given.
    case object([(String, JSONValue)])

    /// A string, or `null` when `text` is nil.
    public static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// Structural equality; object members are compared in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.largeInteger(let a), .largeInteger(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Hashes the structure (consistent with ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .integer(let number): hasher.combine(2); hasher.combine(number)
        case .number(let number): hasher.combine(3); hasher.combine(number)
        case .string(let text): hasher.combine(4); hasher.combine(text)
        case .largeInteger(let text): hasher.combine(7); hasher.combine(text)
        case .array(let elements): hasher.combine(5); hasher.combine(elements)
        case .object(let members):
            hasher.combine(6)
            for (key, value) in members { hasher.combine(key); hasher.combine(value) }
        }
    }
}

extension JSONValue {
    /// The member named `key` of an object (the first one, if a key repeats).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The number as a `Double`, for whole numbers too.
    public var double: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .number(let number): return number
        case .largeInteger(let text): return Double(text)
        default: return nil
        }
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Short name of the value's type, for messages: `object`, `array`, `number`, ...
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer, .largeInteger, .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// True for values written on one line by ``JSONFormat/inlineScalarArrays``: anything but
    /// an object, and arrays whose elements are scalars (not arrays or objects).
    var isScalar: Bool {
        switch self {
        case .array(let elements):
            return elements.allSatisfy {
                if case .array = $0 { return false }
                return $0.isScalar
            }
        case .object: return false
        default: return true
        }
    }
}
