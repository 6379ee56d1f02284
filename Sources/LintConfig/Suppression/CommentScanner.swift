/// Finds the comments of a TOML file: every `#` outside a string, to the end of its line.
///
/// The spec compiler's parser does not keep comments, so this small scanner walks the bytes
/// with the four TOML string forms in mind (`"..."` with escapes, `'...'`, `"""..."""`,
/// `'''...'''`). It never fails: on a file with a syntax error it still finds the comments
/// before and, mostly, after it.
enum CommentScanner {
    /// One comment: the byte range from its `#` to the end of its line (line break excluded).
    struct Comment: Equatable {
        /// Offset of the `#`.
        var start: Int
        /// Offset of the line break (or the end of the file).
        var end: Int
        /// Whether only spaces and tabs come before the `#` on its line.
        var ownLine: Bool
    }

    static func comments(in bytes: [UInt8]) -> [Comment] {
        var comments: [Comment] = []
        var index = 0
        var lineHasCode = false
        let count = bytes.count
        func starts(_ quote: UInt8, at position: Int) -> Bool {
            position + 2 < count && bytes[position] == quote && bytes[position + 1] == quote
                && bytes[position + 2] == quote
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                lineHasCode = false
                index += 1
            case 0x23:  // #
                var end = index
                while end < count, bytes[end] != 0x0A { end += 1 }
                if end > index, end - 1 > index, bytes[end - 1] == 0x0D { end -= 1 }
                comments.append(Comment(start: index, end: end, ownLine: !lineHasCode))
                index = end
            case 0x22, 0x27:  // " or '
                lineHasCode = true
                if starts(byte, at: index) {
                    index = skipMultiline(bytes, from: index + 3, quote: byte)
                } else {
                    index = skipString(bytes, from: index + 1, quote: byte)
                }
            case 0x20, 0x09, 0x0D:
                index += 1
            default:
                lineHasCode = true
                index += 1
            }
        }
        return comments
    }

    /// The offset after the closing quote of a one-line string (or of the line break that ends
    /// an unterminated one, so the next line is scanned normally).
    private static func skipString(_ bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return index }
            if byte == 0x5C, quote == 0x22 {  // backslash escapes in basic strings
                index += 2
                continue
            }
            if byte == quote { return index + 1 }
            index += 1
        }
        return index
    }

    /// The offset after the closing `"""` / `'''` (up to two more quotes belong to the string).
    private static func skipMultiline(_ bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x5C, quote == 0x22 {
                index += 2
                continue
            }
            if byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                var end = index + 3
                var extra = 0
                while end < bytes.count, bytes[end] == quote, extra < 2 {
                    end += 1
                    extra += 1
                }
                return end
            }
            index += 1
        }
        return index
    }
}
