import SourceDiagnostics

/// A JSON value with ordered object keys, written deterministically (no Foundation encoder).
indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order given.
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text(pretty: false) == rhs.text(pretty: false) }
    func hash(into hasher: inout Hasher) { hasher.combine(text(pretty: false)) }

    /// The JSON text; `pretty` indents by two spaces and puts short arrays of scalars on one line.
    func text(pretty: Bool = true) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.write(self, depth: 0)
        return writer.output
    }
}

/// Serialises ``JSONValue``s.
struct JSONWriter {
    let pretty: Bool
    var output = ""

    init(pretty: Bool) { self.pretty = pretty }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .number(let number): output += Self.number(number)
        case .string(let text): Self.appendString(text, to: &output)
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            if !pretty || elements.allSatisfy(\.isScalar) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += pretty ? ", " : "," }
                    write(element, depth: depth + 1)
                }
                output += "]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                output += index > 0 ? "," : ""
                newline(depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{"
            for (index, member) in members.enumerated() {
                output += index > 0 ? "," : ""
                newline(depth + 1)
                Self.appendString(member.0, to: &output)
                output += pretty ? ": " : ":"
                write(member.1, depth: depth + 1)
            }
            newline(depth)
            output += "}"
        }
    }

    private mutating func newline(_ depth: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: depth)
    }

    /// Shortest round-trip text; whole numbers without `.0`; non-finite numbers as null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Appends `text` as a JSON string literal (the package's one escaper, ``JSONStringLiteral``).
    static func appendString(_ text: String, to output: inout String) {
        output += JSONStringLiteral.quoted(text)
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array(let elements):
            return elements.allSatisfy {
                if case .array = $0 { return false }; return $0.isScalar
            }
        case .object: return false
        default: return true
        }
    }
}
