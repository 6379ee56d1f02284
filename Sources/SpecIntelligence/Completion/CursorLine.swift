import TOML

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

    /// Reads `bytes[lineStart..<cursor]`, token by token (``TOMLTokenizer``'s key-mode tokens:
    /// a word is a run of bare-key tokens, with `+` for exponents and offsets).
    init(bytes: [UInt8], lineStart: Int, cursor: Int) {
        self = bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = TOMLTokenizer(bytes: buffer, from: lineStart)
            return CursorLine(bytes: bytes, tokenizer: &tokenizer, cursor: cursor)
        }
    }

    private init(bytes: [UInt8], tokenizer: inout TOMLTokenizer, cursor: Int) {
        var probe = tokenizer
        var first = probe.next(.key)
        if first?.kind == .whitespace { first = probe.next(.key) }
        if let first, first.kind == .leftBracket, first.span.start < cursor {
            site = .header(start: first.span.start)
            return
        }
        var wordStart: Int?
        while let token = tokenizer.next(.key), token.span.start < cursor {
            let last = frames.count - 1
            let wantsKey = !frames[last].isArray && !frames[last].sawEquals
            if token.kind.isString {
                guard token.kind == .basicString || token.kind == .literalString else {
                    site = .none
                    return
                }
                if !token.isTerminated || token.span.end > cursor {
                    site = wantsKey ? .none : .quotedValue(contentStart: token.span.start + 1)
                    return
                }
                if wantsKey {
                    frames[last].keys.append(token.lenientText(in: bytes))
                } else {
                    frames[last].valueDone = true
                }
                wordStart = nil
                continue
            }
            if Self.isWord(token, bytes) {
                if wordStart == nil { wordStart = token.span.start }
                continue
            }
            if let start = wordStart {
                if wantsKey {
                    frames[last].keys.append(String(decoding: bytes[start..<token.span.start], as: UTF8.self))
                } else {
                    frames[last].valueDone = true
                }
                wordStart = nil
            }
            switch token.kind {
            case .equals where wantsKey:
                frames[last].sawEquals = true
            case .leftBrace where !wantsKey:
                frames.append(Frame(isArray: false))
            case .leftBracket where !wantsKey:
                frames.append(Frame(isArray: true))
            case .rightBrace, .rightBracket:
                if frames.count > 1 {
                    frames.removeLast()
                    frames[frames.count - 1].valueDone = true
                }
            case .comma where frames[last].isArray:
                frames[last].valueDone = false
            case .comma:
                if let key = frames[last].keys.first { frames[last].present.append(key) }
                frames[last].keys = []
                frames[last].sawEquals = false
                frames[last].valueDone = false
            case .comment where token.span.end >= cursor:
                // A comment to the cursor; one that ends before it (a multi-line array) is skipped.
                site = .none
                return
            default:
                break
            }
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

    /// A part of a word: a bare key (`A-Z a-z 0-9 _ -`) or a `+` (`1e+3`, `+02:00`).
    static func isWord(_ token: TOMLToken, _ bytes: [UInt8]) -> Bool {
        token.kind == .bareKey
            || (token.kind == .unknown && token.span.length == 1 && bytes[token.span.start] == UInt8(ascii: "+"))
    }
}
