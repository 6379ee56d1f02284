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

/// Turns byte offsets into lines and columns for one text.
public struct JSONLineMap: Sendable {
    /// Offsets where each line starts (the first is 0).
    private let lineStarts: [Int]

    /// Indexes the line starts of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The line and column of `offset`.
    public func location(of offset: Int) -> JSONLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return JSONLocation(offset: offset, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

/// A problem in JSON text (syntax, or content a reader of a format rejects), with where it is.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    public var location: JSONLocation
    /// What is wrong and, where it helps, what was expected.
    public var message: String

    /// Creates an error.
    public init(at location: JSONLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// 1-based line.
    public var line: Int { location.line }
    /// 1-based column (bytes).
    public var column: Int { location.column }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }

    /// `path:line:column: message`, the wording every command uses for a bad JSON input.
    public func description(path: String) -> String { "\(path):\(description)" }
}
