import SourceDiagnostics

/// A path written in the spec (an `image`, a `font`: every key whose value is a file), resolved
/// as `carousel check` resolves it.
public struct SpecLink: Sendable, Hashable {
    /// The path's characters, quotes excluded (UTF-8 byte offsets).
    public var span: SourceSpan
    /// The absolute path the value names, against the spec's folder.
    public var path: String

    /// A link from `span` to `path`.
    public init(span: SourceSpan, path: String) {
        self.span = span
        self.path = path
    }
}
