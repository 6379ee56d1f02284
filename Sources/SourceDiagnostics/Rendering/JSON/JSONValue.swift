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
        var output = ""
        write(into: &output, indent: indent, level: 0)
        return output
    }

    private func write(into output: inout String, indent: Int?, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): JSONValue.writeString(value, into: &output)
        case .array(let elements):
            writeContainer(elements.map { (nil, $0) }, open: "[", close: "]", into: &output, indent: indent, level: level)
        case .object(let members):
            writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", into: &output, indent: indent, level: level)
        }
    }

    private func writeContainer(
        _ members: [(String?, JSONValue)], open: String, close: String,
        into output: inout String, indent: Int?, level: Int
    ) {
        output += open
        guard !members.isEmpty else { return output += close }
        for (position, (key, value)) in members.enumerated() {
            if position > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: " ", count: indent * (level + 1)) }
            if let key {
                JSONValue.writeString(key, into: &output)
                output += indent == nil ? ":" : ": "
            }
            value.write(into: &output, indent: indent, level: level + 1)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent * level) }
        output += close
    }

    /// Writes `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// U+2028 and U+2029 escaped too (they end lines in JavaScript), everything else as UTF-8.
    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x08: output += "\\b"
            case 0x0C: output += "\\f"
            case 0x00..<0x20, 0x7F, 0x2028, 0x2029: output += unicodeEscape(scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        var text = "\\u"
        for shift in stride(from: 12, through: 0, by: -4) {
            text.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
        return text
    }
}
