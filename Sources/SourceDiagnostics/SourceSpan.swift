/// A half-open range of UTF-8 byte offsets into one ``SourceFile``.
public struct SourceSpan: Sendable, Hashable, Codable {
    /// Offset of the first byte (0-based).
    public var start: Int
    /// Offset one past the last byte.
    public var end: Int

    /// Creates a span from `start` up to (not including) `end`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty span at `offset`, used for "expected X here" positions.
    public static func point(_ offset: Int) -> SourceSpan { SourceSpan(start: offset, end: offset) }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// The smallest span covering both `self` and `other`.
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: min(start, other.start), end: max(end, other.end))
    }
}

/// A 1-based line and column; columns count Unicode scalars, not bytes.
public struct SourceLocation: Sendable, Hashable, Codable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
