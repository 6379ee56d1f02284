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
