import SourceDiagnostics
import TOML

/// Reads a spec file into a ``ScannedDocument`` without ever failing, over ``TOMLTokenizer``'s
/// tokens: each line is a header, an entry, a comment or junk that is skipped. Spans are UTF-8
/// byte offsets.
///
/// The TOML syntax tree is not used here on purpose: while the user types, an unclosed `[`
/// would swallow the rest of the file, so the editor ends it where a header or `key =` line
/// begins (``startsStatement()``), and it reads only the lines around the cursor
/// (``ScanWindow``).
struct SpecScanner {
    let bytes: [UInt8]
    /// `bytes`' storage, valid while the scan runs (the static entry points hold it).
    let buffer: UnsafeBufferPointer<UInt8>
    var tokenizer: TOMLTokenizer
    /// The last token peeked, with the tokenizer after it.
    struct Lookahead {
        var mode: TOMLTokenizer.Mode
        var from: Int
        var token: TOMLToken?
        var after: TOMLTokenizer
    }
    var lookahead: Lookahead?
    /// How many arrays and inline tables enclose the value being read.
    var depth = 0
    /// The `# comments` passed over so far.
    var comments: [SourceSpan] = []
    /// Deeper nesting is read as text, so the recursion stays far from the stack's limit
    /// (a spec never nests more than three levels).
    static let maxDepth = 64

    /// A scanner of `bytes` (whose buffer is `buffer`) at `offset`, a line start.
    init(bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
        self.bytes = bytes
        self.buffer = buffer
        tokenizer = TOMLTokenizer(bytes: buffer, from: offset)
    }

    /// The offset of the next token.
    var index: Int { tokenizer.position }

    /// Scans `source`.
    static func scan(_ source: String) -> ScannedDocument {
        scan(bytes: Array(source.utf8))
    }

    /// Scans `bytes`.
    static func scan(bytes: [UInt8]) -> ScannedDocument {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = SpecScanner(bytes: bytes, buffer: buffer)
            var sections = [ScannedSection(header: nil, entries: [], span: SourceSpan(start: 0, end: 0))]
            scanner.scan(into: &sections, upTo: bytes.count)
            return ScannedDocument(bytes: bytes, sections: sections, comments: scanner.comments)
        }
    }

    /// Scans only the parts of `bytes` that hover and completion at `cursor` need
    /// (``ScanWindow``): the sections in between are left out.
    static func scan(bytes: [UInt8], around cursor: Int) -> ScannedDocument {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = SpecScanner(bytes: bytes, buffer: buffer)
            var sections = [ScannedSection(header: nil, entries: [], span: SourceSpan(start: 0, end: 0))]
            for window in ScanWindow.around(bytes, cursor: cursor) {
                if window.lowerBound > scanner.index {
                    scanner.tokenizer = TOMLTokenizer(bytes: buffer, from: window.lowerBound)
                }
                scanner.scan(into: &sections, upTo: window.upperBound)
            }
            return ScannedDocument(bytes: bytes, sections: sections)
        }
    }

    /// Reads every header of `bytes` but the entries only of `[[carousel]]` sections (for their
    /// `kind`): what header completion needs, without reading every item of a big spec. The
    /// header on the line starting at `cursorLine` is always kept.
    static func scanHeaders(bytes: [UInt8], cursorLine: Int) -> ScannedDocument {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = SpecScanner(bytes: bytes, buffer: buffer)
            var sections = [ScannedSection(header: nil, entries: [], span: SourceSpan(start: 0, end: 0))]
            var lastArrayHeader: ArraySlice<UInt8> = []
            var line = TOMLTokenizer.byteOrderMarkLength(buffer)
            while line < bytes.count {
                let shape = ScanWindow.headerLine(bytes, line: line)
                if shape?.isCarousel == true {
                    lastArrayHeader = []
                    scanner.tokenizer = TOMLTokenizer(bytes: buffer, from: line)
                    scanner.scan(into: &sections, upTo: ScanWindow.nextHeader(bytes, after: line))
                    line = scanner.index
                    continue
                }
                if let shape {
                    scanner.tokenizer = TOMLTokenizer(bytes: buffer, from: line)
                    scanner.skipBlanks()
                    let text = bytes[scanner.index..<ScanWindow.lineEnd(bytes, from: scanner.index)]
                    // The 2nd to 100,000th `[[carousel.items]]` of a carousel add nothing.
                    let isRepeat = shape.isArray && text == lastArrayHeader
                    if line == cursorLine || !isRepeat {
                        let header = scanner.header()
                        sections.append(ScannedSection(header: header, entries: [], span: header.span))
                        if header.isArray, line != cursorLine { lastArrayHeader = text }
                    }
                }
                line = ScanWindow.nextLine(bytes, after: line)
            }
            return ScannedDocument(bytes: bytes, sections: sections)
        }
    }

    /// True when the line at `line` of `bytes` starts a header or a `key =` entry (where an
    /// unclosed array being typed above it ends).
    static func startsStatement(_ bytes: [UInt8], line: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            SpecScanner(bytes: bytes, buffer: buffer, from: line).startsStatement()
        }
    }

    /// Reads lines from ``index`` until a line starts at or after `end`, appending to `sections`.
    mutating func scan(into sections: inout [ScannedSection], upTo end: Int) {
        while let token = peek(.key), token.span.start < end {
            switch token.kind {
            case .byteOrderMark, .whitespace, .newline:
                bump(.key)
            case .comment:
                bump(.key)
                comments.append(token.span)
            case .leftBracket:
                let header = self.header()
                sections.append(ScannedSection(header: header, entries: [], span: header.span))
            case _ where isLineBreak(token):
                bump(.key)
            default:
                if let entry = entry(inline: false) {
                    let last = sections.count - 1
                    sections[last].entries.append(entry)
                    sections[last].span = sections[last].span.union(entry.span)
                }
                skipToLineEnd()
            }
        }
    }

    // MARK: Headers

    /// `[a.b]` or `[[a.b]]` at ``index``; without its `]` it runs to the line's end (or comment).
    mutating func header() -> ScannedHeader {
        let start = index
        bump(.key)
        var isArray = false
        if let next = peek(.key), next.kind == .leftBracket, next.span.start == start + 1 {
            isArray = true
            bump(.key)
        }
        let path = dottedKey()
        skipBlanks()
        var end = index
        if let close = peek(.key), close.kind == .rightBracket {
            bump(.key)
            if isArray, let second = peek(.key), second.kind == .rightBracket, second.span.start == close.span.end {
                bump(.key)
            }
            end = index
        } else {
            let lineEnd = ScanWindow.lineEnd(bytes, from: index)
            var rest = tokenizer
            while let token = junkToken(&rest), !isLineBreak(token), token.kind != .comment {
                if token.kind != .whitespace { end = min(token.span.end, lineEnd) }
            }
        }
        skipToLineEnd()
        return ScannedHeader(path: path, isArray: isArray, span: SourceSpan(start: start, end: max(end, start + 1)))
    }

    // MARK: Keys

    /// `a.b."c"`: parts separated by dots; stops at anything else.
    mutating func dottedKey() -> [ScannedKey] {
        var keys: [ScannedKey] = []
        while true {
            skipBlanks()
            guard let key = simpleKey() else { break }
            keys.append(key)
            skipBlanks()
            guard peek(.key)?.kind == .dot else { break }
            bump(.key)
        }
        return keys
    }

    mutating func simpleKey() -> ScannedKey? {
        guard let token = peek(.key) else { return nil }
        if token.kind == .bareKey {
            bump(.key)
            return ScannedKey(
                name: String(decoding: bytes[token.span.start..<token.span.end], as: UTF8.self), span: token.span)
        }
        guard token.kind.isString else { return nil }
        bump(.key)
        return ScannedKey(name: token.lenientText(in: bytes), span: token.span)
    }

    // MARK: Entries

    /// `key = value`, or a key with nothing after it; nil when the line does not start with a key.
    mutating func entry(inline: Bool) -> ScannedEntry? {
        let start = index
        let keys = dottedKey()
        guard !keys.isEmpty else { return nil }
        skipBlanks()
        var end = keys[keys.count - 1].span.end
        guard let equals = peek(.key), equals.kind == .equals else {
            return ScannedEntry(keys: keys, value: nil, equalsOffset: nil, span: SourceSpan(start: start, end: end))
        }
        bump(.key)
        end = index
        skipBlanks()
        let value = self.value(inArray: false, inline: inline)
        if let value { end = value.span.end }
        return ScannedEntry(
            keys: keys, value: value, equalsOffset: equals.span.start, span: SourceSpan(start: start, end: end))
    }

    // MARK: Tokens

    /// The next token in `mode`, not consumed (kept, so that ``bump(_:)`` does not read it again).
    mutating func peek(_ mode: TOMLTokenizer.Mode) -> TOMLToken? {
        if let ahead = lookahead, ahead.mode == mode, ahead.from == tokenizer.position { return ahead.token }
        var after = tokenizer
        let token = after.next(mode)
        lookahead = Lookahead(mode: mode, from: tokenizer.position, token: token, after: after)
        return token
    }

    /// Consumes the next token.
    mutating func bump(_ mode: TOMLTokenizer.Mode) {
        if let ahead = lookahead, ahead.mode == mode, ahead.from == tokenizer.position {
            tokenizer = ahead.after
        } else {
            _ = tokenizer.next(mode)
        }
    }

    /// A line break: `\n`, `\r\n`, or a lone `\r` (which the tokenizer leaves unknown).
    func isLineBreak(_ token: TOMLToken) -> Bool {
        token.kind == .newline || (token.kind == .unknown && bytes[token.span.start] == UInt8(ascii: "\r"))
    }

    mutating func skipBlanks() {
        while peek(.key)?.kind == .whitespace { bump(.key) }
    }

    /// Moves to the line's end, keeping the span of a `# comment` met on the way.
    mutating func skipToLineEnd() {
        while let token = junkToken(&tokenizer), !isLineBreak(token) {
            if token.kind == .comment { comments.append(token.span) }
        }
    }

    /// The next value-mode token of text that is not a statement (what follows a key with no
    /// `=`, or a half-typed value): a quote there opens no string, so a string token is cut to
    /// its opening quote and `tokenizer` goes on just after it (`red", "blue"` is the word `red"`,
    /// a comma and a string; a `#` after a stray quote starts a comment).
    func junkToken(_ tokenizer: inout TOMLTokenizer) -> TOMLToken? {
        guard let token = tokenizer.next(.value) else { return nil }
        guard token.kind.isString else { return token }
        tokenizer = TOMLTokenizer(bytes: buffer, from: token.span.start + 1)
        return TOMLToken(.unknown, start: token.span.start, end: token.span.start + 1)
    }

    /// Moves one byte on from `offset`, where nothing could be read: junk is passed over a byte
    /// at a time, so that what follows it (a key after a `#` in an inline table) is read.
    mutating func skipByte(at offset: Int) {
        tokenizer = TOMLTokenizer(bytes: buffer, from: offset + 1)
    }
}
