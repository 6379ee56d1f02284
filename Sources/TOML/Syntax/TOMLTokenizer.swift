/// The one TOML tokenizer: cuts bytes into ``TOMLToken``s without ever failing, keeping every
/// byte. The syntax tree reads its tokens, and the parser builds its values with the same
/// scanning functions (``whitespaceEnd(_:from:)``, ``commentEnd(_:from:)``, ``bareKeyEnd(_:from:)``
/// and ``Byte``'s one byte-class table), so there is one definition of where a token ends.
///
/// TOML's tokens depend on where they are: `1.5` is two key parts and a dot before `=`, one
/// float after it. The reader asks for the next token in ``Mode/key`` or ``Mode/value``.
public struct TOMLTokenizer {
    /// What the next token may be.
    public enum Mode: Sendable {
        /// A key part, a dot, `=` or a header bracket: bare words stop at `.`.
        case key
        /// A value: bare words are numbers, booleans and date-times (dots, `+` and `:` included).
        case value
    }

    /// The whole input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next token.
    public private(set) var position: Int

    /// A tokenizer at the start of `bytes` (the byte order mark, if any, is the first token).
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.position = 0
    }

    /// A tokenizer at `position` of `bytes`, for readers that start at a line they know lies
    /// outside any multi-line string (the editor reads only the lines around its cursor).
    public init(bytes: UnsafeBufferPointer<UInt8>, from position: Int) {
        self.bytes = bytes
        self.position = min(max(position, 0), bytes.count)
    }

    /// The length of the UTF-8 byte order mark at the start of `bytes` (3), or 0: the one place
    /// that looks for it.
    public static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The length of the byte order mark at the start of `bytes` (3), or 0.
    public static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { byteOrderMarkLength($0) }
    }

    /// The kind of the next token, without reading it; nil at the end.
    public func peekKind(_ mode: Mode) -> TOMLTokenKind? {
        var copy = self
        return copy.next(mode)?.kind
    }

    /// Reads the next token; nil at the end of the input.
    public mutating func next(_ mode: Mode) -> TOMLToken? {
        let start = position
        guard start < bytes.count else { return nil }
        let (kind, end, terminated) = Self.scan(bytes, at: start, mode: mode)
        position = end
        return TOMLToken(kind, start: start, end: end, isTerminated: terminated)
    }

    /// Moves past `token`, which ``next(_:)`` returned at ``position`` (for a reader that keeps
    /// the token it peeked rather than scanning it again).
    mutating func skip(past token: TOMLToken) {
        position = token.span.end
    }

    /// The token starting at `start`: its kind, its end and whether a string is closed.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, mode: Mode
    ) -> (TOMLTokenKind, Int, Bool) {
        let byte = bytes[start]
        switch byte {
        case Byte.space, Byte.tab:
            return (.whitespace, whitespaceEnd(bytes, from: start), true)
        case Byte.newline:
            return (.newline, start + 1, true)
        case Byte.carriageReturn where start + 1 < bytes.count && bytes[start + 1] == Byte.newline:
            return (.newline, start + 2, true)
        case Byte.hash:
            return (.comment, commentEnd(bytes, from: start), true)
        case Byte.quote, Byte.apostrophe:
            let triple = start + 2 < bytes.count && bytes[start + 1] == byte && bytes[start + 2] == byte
            if triple {
                let (end, closed) = multilineStringEnd(bytes, from: start, quote: byte)
                return (byte == Byte.quote ? .multilineBasicString : .multilineLiteralString, end, closed)
            }
            let (end, closed) = stringEnd(bytes, from: start, quote: byte)
            return (byte == Byte.quote ? .basicString : .literalString, end, closed)
        case 0xEF where start == 0 && byteOrderMarkLength(bytes) == 3:
            return (.byteOrderMark, 3, true)
        case Byte.dot where mode == .key: return (.dot, start + 1, true)
        case Byte.equals: return (.equals, start + 1, true)
        case Byte.comma: return (.comma, start + 1, true)
        case Byte.leftBracket: return (.leftBracket, start + 1, true)
        case Byte.rightBracket: return (.rightBracket, start + 1, true)
        case Byte.leftBrace: return (.leftBrace, start + 1, true)
        case Byte.rightBrace: return (.rightBrace, start + 1, true)
        default:
            if mode == .key, Byte.isBareKey(byte) { return (.bareKey, bareKeyEnd(bytes, from: start), true) }
            if mode == .value, Byte.isValueToken(byte) { return (.scalar, scalarEnd(bytes, from: start), true) }
            return (.unknown, unknownEnd(bytes, from: start), true)
        }
    }

    // MARK: Scanning functions (shared with the parser)

    /// The end of the run of spaces and tabs starting at `start`.
    @inline(__always) public static func whitespaceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte != Byte.space && byte != Byte.tab { break }
            index += 1
        }
        return index
    }

    /// The end of the comment starting at `start`: the `\n` ending its line, or the `\r` of a
    /// `\r\n`, or the end of the input.
    @inline(__always) public static func commentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && bytes[index] != Byte.newline { index += 1 }
        if index < bytes.count, index - 1 > start, bytes[index - 1] == Byte.carriageReturn { index -= 1 }
        return index
    }

    /// The end of the bare key starting at `start`.
    @inline(__always) public static func bareKeyEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && Byte.isBareKey(bytes[index]) { index += 1 }
        return index
    }

    /// The end of the number, boolean or date-time starting at `start`; a date followed by one
    /// space and a time (`1979-05-27 07:32:00`) is one value.
    @inline(__always) public static func scalarEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && Byte.isValueToken(bytes[index]) { index += 1 }
        let isDate =
            index - start == 10 && bytes[start + 4] == Byte.minus && bytes[start + 7] == Byte.minus
        if isDate, index + 3 < bytes.count, bytes[index] == Byte.space, Byte.isDigit(bytes[index + 1]),
            Byte.isDigit(bytes[index + 2]), bytes[index + 3] == Byte.colon
        {
            index += 1
            while index < bytes.count && Byte.isValueToken(bytes[index]) { index += 1 }
        }
        return index
    }

    /// The end of a one-line string opened at `start` (after its closing quote), and whether it
    /// is closed; an unclosed one ends before the line break. A backslash in a basic string
    /// takes the next byte with it.
    static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> (Int, Bool) {
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.newline { break }
            if byte == Byte.backslash && quote == Byte.quote && index + 1 < bytes.count
                && bytes[index + 1] != Byte.newline
            {
                index += 2
                continue
            }
            if byte == quote { return (index + 1, true) }
            index += 1
        }
        if index > start + 1, index < bytes.count, bytes[index - 1] == Byte.carriageReturn { index -= 1 }
        return (index, false)
    }

    /// The end of a multi-line string opened at `start` (after the closing run of three to five
    /// quotes), and whether it is closed.
    static func multilineStringEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8
    ) -> (Int, Bool) {
        var index = start + 3
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.backslash && quote == Byte.quote {
                index = min(index + 2, bytes.count)
                continue
            }
            if byte == quote {
                var run = 0
                while index + run < bytes.count && bytes[index + run] == quote { run += 1 }
                if run >= 3 { return (index + min(run, 5), true) }
                index += run
                continue
            }
            index += 1
        }
        return (index, false)
    }

    /// The end of bytes that start no token: one UTF-8 sequence (by its lead byte), or one byte.
    static func unknownEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let length = InputCheck.sequenceLength(bytes, at: start)
        return start + max(1, length)
    }
}

extension TOMLTokenizer {
    /// Whether `text` can be written as a bare key (non-empty, only `A-Z a-z 0-9 _ -`).
    public static func isBareKey(_ text: some Collection<UInt8>) -> Bool {
        !text.isEmpty && text.allSatisfy(Byte.isBareKey)
    }

    /// Whether `byte` may appear in a bare key (`A-Z a-z 0-9 _ -`): ``Byte``'s table, for the
    /// readers outside this module.
    public static func isBareKeyByte(_ byte: UInt8) -> Bool { Byte.isBareKey(byte) }
}
