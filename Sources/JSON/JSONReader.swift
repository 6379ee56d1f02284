/// Reads JSON text (RFC 8259) into ``JSONNode``s; never crashes on bad input, throws the first
/// problem with its line and column. Numbers must be finite; nesting is limited to 64 levels.
/// ``Options`` make it stricter (repeated member names) or more lenient (a byte-order mark).
public struct JSONReader {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    let bytes: [UInt8]
    let options: Options
    var index = 0
    private var depth = 0

    /// Reads a whole document.
    public static func read(_ text: String) throws(JSONError) -> JSONNode {
        try read(Array(text.utf8))
    }

    /// Reads a whole document from UTF-8 bytes, with `options` beyond RFC 8259's grammar.
    public static func read(_ bytes: [UInt8], options: Options = []) throws(JSONError) -> JSONNode {
        var reader = JSONReader(bytes: bytes, options: options)
        if options.contains(.byteOrderMark), bytes.starts(with: byteOrderMarkBytes) {
            reader.index = byteOrderMarkBytes.count
        }
        reader.skipSpace()
        let node = try reader.value()
        reader.skipSpace()
        if reader.index < bytes.count { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8], options: Options) {
        self.bytes = bytes
        self.options = options
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONError {
        JSONError(at: JSONLineMap(bytes).location(of: offset ?? index), message)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { index += 1 }
    }

    private mutating func value() throws(JSONError) -> JSONNode {
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        let start = index
        let content: JSONNode.Content
        switch byte {
        case UInt8(ascii: "{"): content = try object()
        case UInt8(ascii: "["): content = try array()
        case UInt8(ascii: "\""): content = .scalar(.string(try string()))
        case UInt8(ascii: "t"): try literal("true"); content = .scalar(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); content = .scalar(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); content = .scalar(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .scalar(try number())
        default:
            let shown = byte < 0x80 ? String(Character(Unicode.Scalar(byte))) : "\\u{\(String(byte, radix: 16))}"
            throw error("unexpected character '\(shown)', expected a value")
        }
        return JSONNode(content, offset: start)
    }

    private mutating func literal(_ word: String) throws(JSONError) {
        for byte in word.utf8 {
            guard current == byte else { throw error("invalid literal, expected '\(word)'") }
            index += 1
        }
    }

    private mutating func enter() throws(JSONError) {
        depth += 1
        guard depth < Self.maximumDepth else { throw error("nesting too deep") }
        index += 1
    }

    private mutating func object() throws(JSONError) -> JSONNode.Content {
        try enter()
        defer { depth -= 1 }
        var members: [(key: String, node: JSONNode)] = []
        var names: MemberNames? = options.contains(.uniqueKeys) ? MemberNames() : nil
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let keyOffset = index
            let key = try string()
            if names != nil, let earlier = names?.insert(key, at: keyOffset) {
                throw duplicate(key, at: keyOffset, earlier: earlier)
            }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard let byte = current else { throw error("unexpected end of input inside an object") }
            index += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "}") { return .object(members) }
            index -= 1
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func array() throws(JSONError) -> JSONNode.Content {
        try enter()
        defer { depth -= 1 }
        var nodes: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(nodes) }
        while true {
            skipSpace()
            nodes.append(try value())
            skipSpace()
            guard let byte = current else { throw error("unexpected end of input inside an array") }
            index += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "]") { return .array(nodes) }
            index -= 1
            throw error("expected ',' or ']' in an array")
        }
    }

    /// The member `name` at `offset` repeats the one at `earlier`: both positions, and the fix.
    private func duplicate(_ name: String, at offset: Int, earlier: Int) -> JSONError {
        let first = JSONLineMap(bytes).location(of: earlier)
        return error(
            "duplicate member \"\(name)\": it is also at \(first.line):\(first.column); "
                + "a member name may appear only once in an object (remove one)",
            at: offset)
    }
}
