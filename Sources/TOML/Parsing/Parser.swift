import SourceDiagnostics

/// Thrown inside the parser to unwind once the first error has been recorded as a diagnostic.
struct ParseStop: Error {}

/// Recursive-descent TOML parser over a byte buffer. Never traps on any input: every problem
/// becomes a ``Diagnostic`` followed by a ``ParseStop``.
///
/// Relies on ``InputCheck`` having accepted the bytes first, so byte 0 never occurs in the
/// input and `peek()` can return 0 at the end.
struct Parser {
    /// The whole file.
    let bytes: UnsafeBufferPointer<UInt8>
    /// One past the last byte.
    let end: Int
    /// The read position.
    var pos: Int
    /// Deepest allowed nesting (tables, arrays and inline tables all count).
    let maxDepth: Int
    /// Problems found (at most one: parsing stops at the first error).
    var diagnostics: [Diagnostic] = []
    /// The document.
    let root: TableNode
    /// The table that `key = value` lines go into (changed by headers).
    var current: TableNode
    /// Nesting depth of `current` (the number of key parts of its header).
    var currentDepth = 0
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []
    /// Elements of the arrays being parsed (innermost last), so each array is allocated once.
    let valueStack = MoveStack<TOMLValue>()
    /// Entries of the inline tables being parsed (innermost last), with their key hashes.
    let entryStack = MoveStack<TOMLEntry>()
    /// Key hashes parallel to `entryStack`.
    let hashStack = MoveStack<UInt64>()
    /// Strings of recently seen bare keys.
    var keyCache = KeyCache()
    /// Elements of inline arrays read so far in the whole document (see ``maxArrayElements``).
    var arrayElements = 0

    /// Most inline-array elements one document may hold. An element can be two bytes of text
    /// (`1,`) but takes about fifty bytes in memory, so without a bound a 20 MB array would need
    /// a gigabyte; 250,000 keeps memory within 10 times the input plus 64 MB, and is more than any
    /// list a spec needs (100,000 items are written as `[[carousel.items]]` tables, which do not count).
    static let maxArrayElements = 250_000

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, maxDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.pos = start
        self.maxDepth = maxDepth
        let root = TableNode(span: SourceSpan(start: 0, end: bytes.count), origin: .root)
        self.root = root
        self.current = root
    }

    /// The byte at the read position, or 0 at the end of input.
    @inline(__always) func peek() -> UInt8 { pos < end ? bytes[pos] : 0 }

    /// The byte `offset` bytes after the read position, or 0 past the end.
    @inline(__always) func peek(_ offset: Int) -> UInt8 {
        let index = pos + offset
        return index < end ? bytes[index] : 0
    }

    /// Skips spaces and tabs.
    @inline(__always) mutating func skipSpaces() {
        pos = TOMLTokenizer.whitespaceEnd(bytes, from: pos)
    }

    /// Skips a `#` comment up to (not including) the line break.
    mutating func skipComment() {
        pos = TOMLTokenizer.commentEnd(bytes, from: pos)
    }

    /// Skips spaces, tabs, comments and line breaks (inside arrays).
    mutating func skipBlank() {
        while pos < end {
            switch bytes[pos] {
            case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn: pos += 1
            case Byte.hash: skipComment()
            default: return
            }
        }
    }

    /// After a header or key/value: optional spaces and comment, then a line break or the end.
    mutating func expectLineEnd(after what: String) throws(ParseStop) {
        skipSpaces()
        let byte = peek()
        if byte == Byte.hash { skipComment() }
        switch peek() {
        case Byte.newline: pos += 1
        case Byte.carriageReturn: pos += 2
        case 0 where pos >= end: return
        default:
            try fail(
                TOMLErrorCode.syntax, "expected a line break after \(what), found \(describe(pos))",
                at: .point(pos), help: "put each key/value pair and each [table] header on its own line")
        }
    }

    /// Checks a nesting depth against the limit.
    @inline(__always) mutating func checkDepth(_ depth: Int, at offset: Int) throws(ParseStop) {
        if depth > maxDepth { try failTooDeep(at: offset) }
    }

    @inline(never) private mutating func failTooDeep(at offset: Int) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.tooDeep, "nesting is deeper than the limit of \(maxDepth) levels",
            at: SourceSpan(start: offset, end: min(offset + 1, end)),
            help: "flatten the data: tables, arrays and inline tables may nest at most \(maxDepth) levels")
    }

    /// Counts one inline-array element and stops at the limit (``maxArrayElements``).
    @inline(__always) mutating func countArrayElement(at offset: Int) throws(ParseStop) {
        arrayElements += 1
        if arrayElements > Self.maxArrayElements { try failTooManyElements(at: offset) }
    }

    @inline(never) private mutating func failTooManyElements(at offset: Int) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.tooDeep,
            "more than \(Self.maxArrayElements) array elements in one document (the limit for inline arrays)",
            at: SourceSpan(start: offset, end: min(offset + 1, end)),
            help: "write long lists as [[table]] arrays of tables, or split the data across files")
    }

    /// Records an error and stops parsing.
    @inline(never) mutating func fail(
        _ code: TOMLErrorCode, _ message: String, at span: SourceSpan,
        labels: [DiagnosticLabel] = [], help: String? = nil, fixIts: [FixIt] = []
    ) throws(ParseStop) -> Never {
        diagnostics.append(
            Diagnostic(code, message: message, span: span, labels: labels, help: help, fixIts: fixIts))
        throw ParseStop()
    }

    /// Builds a String from already validated UTF-8 bytes.
    @inline(__always) func text(_ start: Int, _ stop: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }

    /// A short description of what is at `offset`, for "found X" in messages.
    func describe(_ offset: Int) -> String {
        guard offset < end else { return "end of file" }
        let byte = bytes[offset]
        switch byte {
        case Byte.newline, Byte.carriageReturn: return "a line break"
        case Byte.space: return "a space"
        case Byte.tab: return "a tab"
        case 0x21...0x7E: return "`\(Character(Unicode.Scalar(byte)))`"
        default:
            let length = max(1, InputCheck.sequenceLength(bytes, at: offset))
            return "`\(text(offset, min(offset + length, end)))`"
        }
    }
}
