import JSON

/// A place in a document as LSP gives it: a 0-based line and a 0-based column in UTF-16 code units.
public struct LSPPosition: Sendable, Hashable, Comparable {
    /// 0-based line (lines end at `\n`).
    public var line: Int
    /// 0-based column in UTF-16 code units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Orders positions by line, then column.
    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// The position as LSP JSON.
    var json: JSONValue { .object([("line", .integer(line)), ("character", .integer(character))]) }
}

/// A half-open range of ``LSPPosition``s.
public struct LSPRange: Sendable, Hashable {
    /// The first position.
    public var start: LSPPosition
    /// The position after the last character.
    public var end: LSPPosition

    /// Creates a range.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// The range as LSP JSON.
    var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }

    /// Whether the two ranges share a position (touching ends count, so a cursor at a range's end hits it).
    func touches(_ other: LSPRange) -> Bool {
        !(end < other.start || other.end < start)
    }
}
