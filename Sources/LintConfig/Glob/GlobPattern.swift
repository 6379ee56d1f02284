/// A path pattern of `.carousel-lint.toml`'s `[[overrides]] paths`: `*`, `**`, `?`, `[abc]`.
///
/// Patterns match `/`-separated paths relative to the config file's folder:
/// - `*` matches any run of characters within one path segment (not `/`), `?` one character;
/// - `**` as a whole segment matches zero or more segments (`Configs/**`, `**/legacy/*.toml`);
///   `**` inside a segment (`a**b`) is the same as `*`;
/// - `[abc]`, `[a-z]` and `[!abc]` (or `[^abc]`) match one character of (or not of) the set;
/// - `\` makes the next character literal;
/// - a pattern without `/` matches the file name in any folder (`*.legacy.carousel.toml`), as
///   in `.gitignore`; a leading `/` anchors it to the config file's folder; a trailing `/`
///   matches everything below that folder.
/// Matching is case-sensitive and a leading `.` needs no special pattern.
public struct GlobPattern: Sendable, Hashable {
    /// The pattern as written.
    public let text: String
    let segments: [GlobSegment]

    /// Parses `text`; throws ``GlobError`` when it is empty or a `[` set is not closed.
    public init(_ text: String) throws(GlobError) {
        self.text = text
        var body = Substring(text)
        guard !body.isEmpty else { throw .empty }
        let anchored = body.hasPrefix("/") || body.dropLast().contains("/")
        while body.hasPrefix("/") { body = body.dropFirst() }
        var parts = body.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { throw .empty }
        if text.hasSuffix("/") { parts.append("**") }
        var segments = try parts.map { part throws(GlobError) in try GlobSegment.parse(part) }
        if !anchored { segments.insert(.globstar, at: 0) }
        self.segments = segments
    }

    /// Whether `path` (relative, `/`-separated, without `.` or `..` segments) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        var memo: [Int: Bool] = [:]
        return match(0, parts, 0, &memo)
    }

    private func match(_ segment: Int, _ parts: [[Unicode.Scalar]], _ part: Int, _ memo: inout [Int: Bool]) -> Bool {
        let key = segment * (parts.count + 1) + part
        if let known = memo[key] { return known }
        let result: Bool
        if segment == segments.count {
            result = part == parts.count
        } else if case .globstar = segments[segment] {
            result = (part...parts.count).contains { match(segment + 1, parts, $0, &memo) }
        } else if part < parts.count, case .tokens(let tokens) = segments[segment] {
            result = GlobSegment.matches(tokens[...], parts[part][...]) && match(segment + 1, parts, part + 1, &memo)
        } else {
            result = false
        }
        memo[key] = result
        return result
    }
}

/// Why a path pattern cannot be used.
public enum GlobError: Error, Sendable, Equatable {
    /// The pattern is empty (or only slashes).
    case empty
    /// A `[` without its `]` (a `]` right after `[` or `[!` is a member, as in shells).
    case unclosedSet

    /// A lower-case sentence for diagnostics.
    public var reason: String {
        switch self {
        case .empty: return "the pattern is empty"
        case .unclosedSet: return "a `[` has no closing `]`"
        }
    }
}
