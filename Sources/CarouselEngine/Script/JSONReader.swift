/// A small JSON reader over UTF-8 bytes (no Foundation): values with line/column, clear errors.
public struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses a whole document.
    public static func parse(_ text: String) throws(JSONInputError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> JSONInputError {
        JSONInputError(line: line, column: column, message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func value() throws(JSONInputError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        let startLine = line, startColumn = column
        let content: JSONValue.Content
        switch bytes[index] {
        case UInt8(ascii: "{"): content = try object()
        case UInt8(ascii: "["): content = try array()
        case UInt8(ascii: "\""): content = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); content = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); content = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); content = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try number())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))', expected a value")
        }
        return JSONValue(content: content, line: startLine, column: startColumn)
    }

    private mutating func literal(_ word: String) throws(JSONInputError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal, expected '\(word)'") }
            index += 1
        }
    }

    private mutating func object() throws(JSONInputError) -> JSONValue.Content {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw error("nesting too deep") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name")
            }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of input inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func array() throws(JSONInputError) -> JSONValue.Content {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw error("nesting too deep") }
        index += 1
        var values: [JSONValue] = []
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
        while true {
            skipSpace()
            values.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of input inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func string() throws(JSONInputError) -> String {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return String(decoding: out, as: UTF8.self) }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                    else { throw error("invalid \\u escape") }
                    index += 4
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape in a string")
                }
                continue
            }
            out.append(byte)
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func number() throws(JSONInputError) -> Double {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                guard let value = Double(text), value.isFinite else {
                    index = start; throw error("invalid number '\(text)'")
                }
                return value
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { index = start; throw error("invalid number '\(text)'") }
        return value
    }
}
