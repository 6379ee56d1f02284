/// A path pattern: `.carousel-lint.toml`'s `[[overrides]] paths` and `[carousel.source] files`.
///
/// Patterns match `/`-separated paths relative to the config file's folder:
/// - `*` matches any run of characters within one path segment (not `/`), `?` one character;
/// - `**` as a whole segment matches zero or more segments (`Configs/**`, `**/legacy/*.toml`);
///   `**` inside a segment (`a**b`) is the same as `*`;
/// - `[abc]`, `[a-z]` and `[!abc]` (or `[^abc]`) match one character of (or not of) the set;
/// - `\` makes the next character literal;
/// - a pattern without `/` matches the file name in any folder (`*.legacy.carousel.toml`), as
///   in `.gitignore`; a leading `/` (or `./`) anchors it to the config file's folder; a trailing
///   `/` matches everything below that folder (never a file of that name);
/// - `.` segments are dropped; `..` segments, brace sets (`{a,b}`), empty ranges (`[z-a]`) and a
///   `\` that escapes nothing are refused (``GlobError``), since they would never match.
/// Matching is case-sensitive and a leading `.` needs no special pattern.
public struct GlobPattern: Sendable, Hashable {
    /// The pattern as written.
    public let text: String
    let segments: [GlobSegment]

    /// Parses `text`; throws ``GlobError`` when it can never match a file or is not a glob.
    ///
    /// `.` segments are dropped (`./Configs/**` is `Configs/**`, still anchored); a `..` segment
    /// is refused, since the paths matched never have one.
    public init(_ text: String) throws(GlobError) {
        self.text = text
        var body = Substring(text)
        guard !body.isEmpty else { throw .empty }
        let anchored = body.hasPrefix("/") || body.dropLast().contains("/")
        while body.hasPrefix("/") { body = body.dropFirst() }
        var parts = body.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.contains("..") { throw .parentSegment }
        parts.removeAll { $0 == "." }
        guard !parts.isEmpty else { throw .empty }
        // A trailing `/` means a folder: one or more segments below it, never the name itself.
        if text.hasSuffix("/") { parts += ["**", "*"] }
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

/// Why a path pattern cannot be used: it is not a glob, or it can never match a file.
public enum GlobError: Error, Sendable, Equatable {
    /// The pattern is empty (or only slashes and `.`).
    case empty
    /// A `[` without its `]` (a `]` right after `[` or `[!` is a member, as in shells).
    case unclosedSet
    /// A range of a set whose first character comes after its last (`[z-a]`): it holds nothing.
    case emptyRange(first: Unicode.Scalar, last: Unicode.Scalar)
    /// A `\` at the end of the pattern or of a segment (before `/`): it escapes nothing.
    case danglingEscape
    /// A `..` segment, or an escaped `\.` or `\.\.` one: relative paths never have one.
    case parentSegment
    /// A `{`: brace sets (`{a,b}`) are not supported, and a literal `{` must be escaped.
    case braceSet

    /// A lower-case sentence for diagnostics: what is wrong and how to write it instead.
    public var reason: String {
        switch self {
        case .empty: return "the pattern names no file (it is empty, or only `/` and `.`)"
        case .unclosedSet: return "a `[` has no closing `]` (write `\\[` for a literal bracket)"
        case .emptyRange(let first, let last):
            return "the range `\(first)-\(last)` of a `[` set is empty, as `\(first)` comes after `\(last)` "
                + "(write `\(last)-\(first)`)"
        case .danglingEscape:
            return "a `\\` at the end of the pattern or before `/` escapes nothing (write `\\\\` for a backslash)"
        case .parentSegment:
            return "a `..` (or escaped `.`) segment never matches: paths are matched inside the config's folder with "
                + "`.` and `..` already resolved, so write the path without it"
        case .braceSet:
            return "brace sets are not supported: write one pattern per alternative in `paths` "
                + "(`[\"a/**\", \"b/**\"]`), or `\\{` for a literal brace"
        }
    }
}
