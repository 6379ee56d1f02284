extension MessageFraming {
    /// What reading a header block at the cursor gave.
    enum HeaderResult {
        /// The block is not complete yet.
        case needMore
        /// Blank lines between messages were skipped.
        case skipBlank
        /// A complete, valid block (consumed) announcing a body of this many bytes.
        case length(Int)
        /// A complete or over-long block that is not valid.
        case bad(String)
        /// A complete block whose `Content-Length` lines disagree (consumed): where its body ends
        /// is unknown, so the caller skips to the next `Content-Length:`.
        case conflicting(String)
    }

    /// Reads the header block at the cursor: lines ending in `\r\n` (a bare `\n` is accepted),
    /// up to an empty line. A `Content-Length` repeated with the same value is accepted (as HTTP
    /// does, RFC 9110 section 8.6); repeated with another value, the block is ``HeaderResult/conflicting(_:)``.
    mutating func readHeader() -> HeaderResult {
        // Stray line breaks between messages (some clients send them) are not a header.
        if buffer[cursor] == 0x0D || buffer[cursor] == 0x0A {
            cursor += 1
            return .skipBlank
        }
        guard let end = headerEnd() else {
            return bufferedCount > Self.maximumHeaderBytes
                ? .bad("no empty line within \(Self.maximumHeaderBytes) bytes") : .needMore
        }
        let block = Array(buffer[cursor..<end.text])
        let text = String(decoding: block, as: UTF8.self)
        var length: Int?
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        for line in text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { return .bad("'\(line.prefix(80))' is not 'Name: value'") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            switch name {
            case "content-length":
                guard let number = Int(value), number >= 0 else {
                    return .bad("Content-Length '\(value.prefix(40))' is not one whole number of bytes")
                }
                if let first = length, first != number {
                    cursor = end.next
                    return .conflicting("Content-Length is given twice, as \(first) and \(number)")
                }
                length = number
            case "content-type": continue
            default: return .bad("unknown header '\(name.prefix(40))'")
            }
        }
        guard let length else { return .bad("no Content-Length") }
        cursor = end.next
        return .length(length)
    }

    /// The end of the header text and the start of the body, when an empty line has arrived.
    private func headerEnd() -> (text: Int, next: Int)? {
        var index = cursor
        let limit = min(buffer.count, cursor + Self.maximumHeaderBytes + 4)
        while index < limit {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    /// Moves the cursor to the next `Content-Length:` (case-insensitive) and returns true, or
    /// drops all but the last bytes that could still start one and returns false.
    mutating func resynchronise() -> Bool {
        let needle = Array("content-length:".utf8)
        var index = cursor
        while index + needle.count <= buffer.count {
            var matched = true
            for offset in 0..<needle.count where Self.lower(buffer[index + offset]) != needle[offset] {
                matched = false
                break
            }
            if matched {
                cursor = index
                return true
            }
            index += 1
        }
        cursor = max(cursor, buffer.count - (needle.count - 1))
        return false
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
