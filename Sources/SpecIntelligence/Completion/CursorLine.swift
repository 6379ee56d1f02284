/// The cursor's line read from its start to the cursor: which key or value the user is typing,
/// inside which inline tables and arrays. Works on any text (unterminated strings, no `=` yet).
struct CursorLine {
    /// One level of nesting: the line itself, an inline table or an array.
    struct Frame {
        /// True for `[ ... ]`.
        var isArray: Bool
        /// The dotted key written so far in this frame (complete parts only).
        var keys: [String] = []
        /// True once this frame's `=` is written.
        var sawEquals = false
        /// Keys already given values earlier in this inline table.
        var present: [String] = []
        /// True once a whole value is written in this frame's value position (a closed string,
        /// table or array, or a word followed by a blank): nothing more is completed until a `,`.
        var valueDone = false
    }

    /// Where the cursor is.
    enum Site {
        /// On a `[header]` line; the offset of its first `[`.
        case header(start: Int)
        /// Typing a key; `partialStart` is where the key's current part begins.
        case key(partialStart: Int)
        /// Typing a value without a quote yet.
        case bareValue(partialStart: Int)
        /// Inside a quoted string value; `contentStart` is just after the quote.
        case quotedValue(contentStart: Int)
        /// Nowhere completion can help (a comment, a multi-line string, after a value).
        case none
    }

    /// The nesting at the cursor, outermost first (the first frame is the line itself).
    var frames: [Frame] = [Frame(isArray: false)]
    /// Where the cursor is.
    var site: Site = .none

    /// Reads `bytes[lineStart..<cursor]`.
    init(bytes: [UInt8], lineStart: Int, cursor: Int) {
        var index = lineStart
        while index < cursor, Byte.isBlank(bytes[index]) { index += 1 }
        if index < cursor, bytes[index] == Byte.openBracket {
            site = .header(start: index)
            return
        }
        var wordStart: Int?
        while index < cursor {
            let byte = bytes[index]
            let last = frames.count - 1
            let wantsKey = !frames[last].isArray && !frames[last].sawEquals
            if byte == Byte.quote || byte == Byte.apostrophe {
                guard let (content, closed) = Self.string(bytes, from: index, to: cursor, quote: byte) else {
                    site = .none
                    return
                }
                if !closed.isClosed {
                    site = wantsKey ? .none : .quotedValue(contentStart: content)
                    return
                }
                if wantsKey { frames[last].keys.append(closed.text) } else { frames[last].valueDone = true }
                index = closed.end
                wordStart = nil
                continue
            }
            if Byte.isBareKey(byte) || byte == 0x2B {
                if wordStart == nil { wordStart = index }
                index += 1
                continue
            }
            if let start = wordStart {
                if wantsKey {
                    frames[last].keys.append(String(decoding: bytes[start..<index], as: UTF8.self))
                } else {
                    frames[last].valueDone = true
                }
                wordStart = nil
            }
            switch byte {
            case Byte.equals where wantsKey:
                frames[last].sawEquals = true
            case Byte.openBrace where !wantsKey:
                frames.append(Frame(isArray: false))
            case Byte.openBracket where !wantsKey:
                frames.append(Frame(isArray: true))
            case Byte.closeBrace, Byte.closeBracket:
                if frames.count > 1 {
                    frames.removeLast()
                    frames[frames.count - 1].valueDone = true
                }
            case Byte.comma where frames[last].isArray:
                frames[last].valueDone = false
            case Byte.comma:
                if let key = frames[last].keys.first { frames[last].present.append(key) }
                frames[last].keys = []
                frames[last].sawEquals = false
                frames[last].valueDone = false
            case Byte.hash:
                // A comment: to the end of its line (a multi-line array goes on after it).
                while index < cursor, !Byte.isLineEnd(bytes[index]) { index += 1 }
                if index >= cursor {
                    site = .none
                    return
                }
            default:
                break
            }
            index += 1
        }
        let last = frames.count - 1
        let partial = wordStart ?? cursor
        if !frames[last].isArray, !frames[last].sawEquals {
            site = .key(partialStart: partial)
        } else if frames[last].valueDone {
            site = .none
        } else {
            site = .bareValue(partialStart: partial)
        }
    }

    /// The result of reading one quoted string.
    struct QuotedText {
        var text: String
        var end: Int
        var isClosed: Bool
    }

    /// The string at `start` up to `limit`: nil for a multi-line string (no completion there).
    static func string(_ bytes: [UInt8], from start: Int, to limit: Int, quote: UInt8) -> (Int, QuotedText)? {
        if start + 2 < bytes.count, bytes[start + 1] == quote, bytes[start + 2] == quote { return nil }
        var index = start + 1
        var text: [UInt8] = []
        while index < limit {
            let byte = bytes[index]
            if byte == quote {
                return (
                    start + 1, QuotedText(text: String(decoding: text, as: UTF8.self), end: index + 1, isClosed: true)
                )
            }
            if quote == Byte.quote, byte == Byte.backslash, index + 1 < limit {
                text += SpecScanner.unescaped(bytes[index + 1])
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return (start + 1, QuotedText(text: String(decoding: text, as: UTF8.self), end: limit, isClosed: false))
    }
}
