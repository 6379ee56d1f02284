extension JSONReader {
    /// Reads a string literal (the cursor is on the opening quote).
    ///
    /// A string without escapes (a whole document in a `didOpen`, almost every key) is one scan
    /// over the bytes and one copy into the `String`; only from the first escape on are its bytes
    /// gathered one by one.
    mutating func string() throws(JSONError) -> String {
        index += 1
        let start = index
        index = Self.plainRunEnd(in: bytes, from: start)
        if current == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var out: [UInt8] = []
        // The decoded text is never longer than the literal: one allocation.
        out.reserveCapacity(Self.literalEnd(in: bytes, from: index) - start)
        out.append(contentsOf: bytes[start..<index])
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string") }
            // A backslash: the escape, then the plain run after it in one copy.
            index += 1
            guard let escape = current else { break }
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"): out += try unicodeEscape().utf8
            default: throw error("invalid escape in a string", at: index - 2)
            }
            let run = index
            index = Self.plainRunEnd(in: bytes, from: run)
            out.append(contentsOf: bytes[run..<index])
        }
        throw error("unterminated string")
    }

    /// The offset of the quote that ends the string literal whose text goes on at `start`
    /// (skipping escaped characters), or the end of `bytes`.
    static func literalEnd(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x22 { break }
                index += byte == 0x5C ? 2 : 1
            }
            return min(index, buffer.count)
        }
    }

    /// The offset of the first quote, backslash or control character at or after `start` (the
    /// end of `bytes` when there is none).
    static func plainRunEnd(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
                index += 1
            }
            return index
        }
    }

    /// The scalar of `\uXXXX` (a surrogate pair when one follows; a lone surrogate becomes U+FFFD).
    private mutating func unicodeEscape() throws(JSONError) -> String {
        let high = try hexQuad()
        guard (0xD800..<0xDC00).contains(high) else {
            return String(Character(Unicode.Scalar(high) ?? "\u{FFFD}"))
        }
        let save = index
        if current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            let low = try hexQuad()
            if (0xDC00..<0xE000).contains(low) {
                let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return String(Character(Unicode.Scalar(code) ?? "\u{FFFD}"))
            }
            index = save
        }
        return "\u{FFFD}"
    }

    private mutating func hexQuad() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return code
    }

    /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite; whole
    /// numbers without fraction or exponent become ``JSONValue/integer(_:)``, or
    /// ``JSONValue/largeInteger(_:)`` (the literal text) beyond `Int`'s range.
    mutating func number() throws(JSONError) -> JSONValue {
        let start = index
        var whole = true
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if !digits() {
            return try badNumber(from: start)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            whole = false
            guard digits() else { return try badNumber(from: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            whole = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return try badNumber(from: start) }
        }
        if let byte = current, isNumberByte(byte) { return try badNumber(from: start) }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if whole, let integer = Int(text) { return .integer(integer) }
        guard let value = Double(text), value.isFinite else { return try badNumber(from: start) }
        return whole ? .largeInteger(text) : .number(value)
    }

    /// Skips digits; false when there was none.
    private mutating func digits() -> Bool {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index > start
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default: return false
        }
    }

    private mutating func badNumber(from start: Int) throws(JSONError) -> JSONValue {
        index = start
        while let byte = current, isNumberByte(byte) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        throw error("invalid number '\(text)'", at: start)
    }
}
