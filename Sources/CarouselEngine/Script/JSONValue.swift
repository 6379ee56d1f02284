/// A parsed JSON value with the 1-based line and column where it starts (for error messages).
public struct JSONValue: Sendable, Hashable {
    /// The kinds of JSON value.
    public enum Content: Sendable, Hashable {
        case object([(key: String, value: JSONValue)])
        case array([JSONValue])
        case number(Double)
        case string(String)
        case bool(Bool)
        case null

        /// Structural equality (object members compared in order).
        public static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let a), .array(let b)): return a == b
            case (.number(let a), .number(let b)): return a == b
            case (.string(let a), .string(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            case (.null, .null): return true
            default: return false
            }
        }

        /// Hashes the structure.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .object(let members):
                for member in members { hasher.combine(member.key); hasher.combine(member.value) }
            case .array(let values): hasher.combine(values)
            case .number(let value): hasher.combine(value)
            case .string(let value): hasher.combine(value)
            case .bool(let value): hasher.combine(value)
            case .null: hasher.combine(0)
            }
        }
    }

    /// The value itself.
    public var content: Content
    /// 1-based line of the value's first byte.
    public var line: Int
    /// 1-based column (in bytes) of the value's first byte.
    public var column: Int

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number, if this is one.
    public var number: Double? { if case .number(let v) = content { return v } else { return nil } }
    /// The string, if this is one.
    public var string: String? { if case .string(let v) = content { return v } else { return nil } }
    /// Short name of the value's type, for messages.
    public var typeName: String {
        switch content {
        case .object: return "object"
        case .array: return "array"
        case .number: return "number"
        case .string: return "string"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}

/// A syntax or content error in a JSON input, with its 1-based position.
public struct JSONInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column (bytes).
    public var column: Int
    /// What is wrong and, where it helps, what was expected.
    public var message: String
    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
