/// A JSON value whose objects keep their key order, so output is stable and diffs cleanly.
enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A string, or `null` when `text` is nil.
    static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// Compact text (no spaces), or indented by `indent` spaces per level when given.
    func serialized(indent: Int? = nil) -> String {
        var output: [UInt8] = []
        write(into: &output, indent: indent, level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the UTF-8 text of the value to `output` (bytes, not `String`: much faster to grow).
    func write(into output: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .string(let value): JSONValue.writeString(value, into: &output)
        case .array(let elements):
            writeContainer(
                elements.map { (nil, $0) }, open: 0x5B, close: 0x5D, into: &output, indent: indent, level: level)
        case .object(let members):
            writeContainer(
                members.map { ($0.0, $0.1) }, open: 0x7B, close: 0x7D, into: &output, indent: indent, level: level)
        }
    }

    private func writeContainer(
        _ members: [(String?, JSONValue)], open: UInt8, close: UInt8,
        into output: inout [UInt8], indent: Int?, level: Int
    ) {
        output.append(open)
        guard !members.isEmpty else { return output.append(close) }
        for (position, (key, value)) in members.enumerated() {
            if position > 0 { output.append(0x2C) }
            if let indent {
                output.append(0x0A)
                output += repeatElement(0x20, count: indent * (level + 1))
            }
            if let key {
                JSONValue.writeString(key, into: &output)
                output.append(0x3A)
                if indent != nil { output.append(0x20) }
            }
            value.write(into: &output, indent: indent, level: level + 1)
        }
        if let indent {
            output.append(0x0A)
            output += repeatElement(0x20, count: indent * level)
        }
        output.append(close)
    }

    /// Writes `text` as a JSON string literal (see ``JSONStringLiteral``).
    static func writeString(_ text: String, into output: inout [UInt8]) {
        JSONStringLiteral.append(text, to: &output)
    }
}
