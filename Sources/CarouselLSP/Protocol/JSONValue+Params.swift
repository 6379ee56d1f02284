import JSON

/// Typed reads of request params that fail with an `invalidParams` error naming the field.
extension JSONValue {
    /// The object member `key`, which must be there.
    func required(_ key: String) throws(RPCError) -> JSONValue {
        guard let member = self[key], member != .null else { throw .params("missing \"\(key)\"") }
        return member
    }

    /// The string member `key`, which must be there.
    func string(_ key: String) throws(RPCError) -> String {
        guard case .string(let text) = try required(key) else { throw .params("\"\(key)\" must be a string") }
        return text
    }

    /// The whole-number member `key`, which must be there (fractions and out-of-range numbers are refused).
    func integer(_ key: String) throws(RPCError) -> Int {
        switch try required(key) {
        case .integer(let number): return number
        case .number(let number) where number == number.rounded() && abs(number) < 1e15: return Int(number)
        case .largeInteger(let text):
            throw .params("\"\(key)\" is \(text.prefix(40)), beyond the range of whole numbers")
        default: throw .params("\"\(key)\" must be a whole number")
        }
    }

    /// The array member `key`, which must be there.
    func array(_ key: String) throws(RPCError) -> [JSONValue] {
        guard case .array(let elements) = try required(key) else { throw .params("\"\(key)\" must be an array") }
        return elements
    }

    /// The object member `key` (which must be an object).
    func object(_ key: String) throws(RPCError) -> JSONValue {
        let member = try required(key)
        guard case .object = member else { throw .params("\"\(key)\" must be an object") }
        return member
    }

    /// The `textDocument.uri` of document params.
    func documentURI() throws(RPCError) -> String {
        try object("textDocument").string("uri")
    }

    /// The LSP `Position` member `key` (negative values are clamped to 0).
    func position(_ key: String) throws(RPCError) -> LSPPosition {
        let member = try object(key)
        return LSPPosition(line: max(0, try member.integer("line")), character: max(0, try member.integer("character")))
    }

    /// The LSP `Range` member `key`.
    func range(_ key: String) throws(RPCError) -> LSPRange {
        let member = try object(key)
        return LSPRange(start: try member.position("start"), end: try member.position("end"))
    }
}
