import SourceDiagnostics

/// The carousel id a rename at the cursor would change.
public struct RenameTarget: Sendable, Hashable {
    /// The id as written.
    public var id: String
    /// The id's characters under the cursor, quotes excluded (UTF-8 byte offsets).
    public var span: SourceSpan

    /// A target for `id` written at `span`.
    public init(id: String, span: SourceSpan) {
        self.id = id
        self.span = span
    }
}
