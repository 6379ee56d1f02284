import SourceDiagnostics
import TOML

/// Reads a spec file into a ``ScannedDocument`` without ever failing: each line is a header, an
/// entry, a comment or junk that is skipped. Spans are UTF-8 byte offsets.
struct SpecScanner {
    let bytes: [UInt8]
    var index = 0
    /// How many arrays and inline tables enclose the value being read.
    var depth = 0
    /// The `# comments` passed over so far.
    var comments: [SourceSpan] = []
    /// Deeper nesting is read as text, so the recursion stays far from the stack's limit
    /// (a spec never nests more than three levels).
    static let maxDepth = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
        index = TOMLTokenizer.byteOrderMarkLength(bytes)
    }

    /// Scans `source`.
    static func scan(_ source: String) -> ScannedDocument {
        scan(bytes: Array(source.utf8))
    }

    /// Scans `bytes`.
    static func scan(bytes: [UInt8]) -> ScannedDocument {
        var scanner = SpecScanner(bytes: bytes)
        var sections = [ScannedSection(header: nil, entries: [], span: SourceSpan(start: 0, end: 0))]
        scanner.scan(into: &sections, upTo: bytes.count)
        return ScannedDocument(bytes: bytes, sections: sections, comments: scanner.comments)
    }

    /// Scans only the parts of `bytes` that hover and completion at `cursor` need
    /// (``ScanWindow``): the sections in between are left out.
    static func scan(bytes: [UInt8], around cursor: Int) -> ScannedDocument {
        var scanner = SpecScanner(bytes: bytes)
        var sections = [ScannedSection(header: nil, entries: [], span: SourceSpan(start: 0, end: 0))]
        for window in ScanWindow.around(bytes, cursor: cursor) {
            scanner.index = max(scanner.index, window.lowerBound)
            scanner.scan(into: &sections, upTo: window.upperBound)
        }
        return ScannedDocument(bytes: bytes, sections: sections)
    }

    /// Reads every header of `bytes` but the entries only of `[[carousel]]` sections (for their
    /// `kind`): what header completion needs, without reading every item of a big spec. The
    /// header on the line starting at `cursorLine` is always kept.
    static func scanHeaders(bytes: [UInt8], cursorLine: Int) -> ScannedDocument {
        var scanner = SpecScanner(bytes: bytes)
        var sections = [ScannedSection(header: nil, entries: [], span: SourceSpan(start: 0, end: 0))]
        var lastArrayHeader: ArraySlice<UInt8> = []
        while scanner.index < bytes.count {
            let line = scanner.index
            if ScanWindow.isCarouselHeader(bytes, line: line) {
                lastArrayHeader = []
                scanner.scan(into: &sections, upTo: ScanWindow.nextHeader(bytes, after: line))
                continue
            }
            if ScanWindow.isHeader(bytes, line: line) {
                scanner.skipBlanks()
                let start = scanner.index
                var end = start
                while end < bytes.count, !Byte.isLineEnd(bytes[end]) { end += 1 }
                let text = bytes[start..<end]
                // The 2nd to 100,000th `[[carousel.items]]` of a carousel add nothing.
                let isRepeat = text.starts(with: [Byte.openBracket, Byte.openBracket]) && text == lastArrayHeader
                if line == cursorLine || !isRepeat {
                    let header = scanner.header()
                    sections.append(ScannedSection(header: header, entries: [], span: header.span))
                    if header.isArray, line != cursorLine { lastArrayHeader = text }
                }
            }
            scanner.skipToLineEnd()
            while scanner.index < bytes.count, Byte.isLineEnd(bytes[scanner.index]) { scanner.index += 1 }
        }
        return ScannedDocument(bytes: bytes, sections: sections)
    }

    /// Reads lines from ``index`` until a line starts at or after `end`, appending to `sections`.
    mutating func scan(into sections: inout [ScannedSection], upTo end: Int) {
        while index < bytes.count, index < end {
            skipBlanks()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == Byte.newline || byte == Byte.carriageReturn {
                index += 1
            } else if byte == Byte.hash {
                skipToLineEnd()
            } else if byte == Byte.openBracket {
                let header = self.header()
                sections.append(ScannedSection(header: header, entries: [], span: header.span))
            } else if let entry = entry(inline: false) {
                let last = sections.count - 1
                sections[last].entries.append(entry)
                sections[last].span = sections[last].span.union(entry.span)
                skipToLineEnd()
            } else {
                skipToLineEnd()
            }
        }
    }

    // MARK: Headers

    mutating func header() -> ScannedHeader {
        let start = index
        index += 1
        var isArray = false
        if index < bytes.count, bytes[index] == Byte.openBracket {
            isArray = true
            index += 1
        }
        let path = dottedKey()
        skipBlanks()
        var end = index
        if index < bytes.count, bytes[index] == Byte.closeBracket {
            index += 1
            if isArray, index < bytes.count, bytes[index] == Byte.closeBracket { index += 1 }
            end = index
        } else {
            while end < bytes.count, !Byte.isLineEnd(bytes[end]), bytes[end] != Byte.hash { end += 1 }
            while end > index, Byte.isBlank(bytes[end - 1]) { end -= 1 }
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
            guard index < bytes.count, bytes[index] == Byte.dot else { break }
            index += 1
        }
        return keys
    }

    mutating func simpleKey() -> ScannedKey? {
        guard index < bytes.count else { return nil }
        let start = index
        let byte = bytes[index]
        if byte == Byte.quote || byte == Byte.apostrophe {
            let (text, _, _) = quoted(byte)
            return ScannedKey(name: text, span: SourceSpan(start: start, end: index))
        }
        while index < bytes.count, Byte.isBareKey(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return ScannedKey(
            name: String(decoding: bytes[start..<index], as: UTF8.self), span: SourceSpan(start: start, end: index))
    }

    // MARK: Entries

    /// `key = value`, or a key with nothing after it; nil when the line does not start with a key.
    mutating func entry(inline: Bool) -> ScannedEntry? {
        let start = index
        let keys = dottedKey()
        guard !keys.isEmpty else { return nil }
        skipBlanks()
        var end = keys[keys.count - 1].span.end
        guard index < bytes.count, bytes[index] == Byte.equals else {
            return ScannedEntry(keys: keys, value: nil, equalsOffset: nil, span: SourceSpan(start: start, end: end))
        }
        let equals = index
        index += 1
        end = index
        skipBlanks()
        let value = self.value(inArray: false, inline: inline)
        if let value { end = value.span.end }
        return ScannedEntry(keys: keys, value: value, equalsOffset: equals, span: SourceSpan(start: start, end: end))
    }

    // MARK: Helpers

    mutating func skipBlanks() {
        while index < bytes.count, Byte.isBlank(bytes[index]) { index += 1 }
    }

    /// Moves to the line's end, keeping the span of a `# comment` met on the way.
    mutating func skipToLineEnd() {
        var comment: Int?
        while index < bytes.count, !Byte.isLineEnd(bytes[index]) {
            if comment == nil, bytes[index] == Byte.hash { comment = index }
            index += 1
        }
        if let comment { comments.append(SourceSpan(start: comment, end: index)) }
    }
}
