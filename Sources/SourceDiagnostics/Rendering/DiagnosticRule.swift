/// What a diagnostic code means, for formats that describe their rules (SARIF).
public struct DiagnosticRule: Sendable, Hashable {
    /// The code, e.g. `E0201`.
    public var id: String
    /// One line, e.g. "unknown key".
    public var shortDescription: String
    /// A paragraph, or `nil` when there is none.
    public var fullDescription: String?
    /// A page that explains the code, or `nil`.
    public var helpURI: String?

    /// Creates a rule description.
    public init(id: String, shortDescription: String, fullDescription: String? = nil, helpURI: String? = nil) {
        self.id = id
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.helpURI = helpURI
    }
}
