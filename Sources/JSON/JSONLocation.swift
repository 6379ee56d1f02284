/// A position in JSON text: byte offset, 1-based line and 1-based column (counted in bytes).
public struct JSONLocation: Sendable, Hashable {
    /// Bytes before the position.
    public var offset: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column, in bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}
