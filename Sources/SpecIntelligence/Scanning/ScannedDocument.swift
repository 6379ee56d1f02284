import SourceDiagnostics

/// One key (a part of a dotted key) as the tolerant scan read it.
struct ScannedKey: Sendable, Hashable {
    /// The key after unquoting.
    var name: String
    /// Where it is written (quotes included).
    var span: SourceSpan
}

/// A value as the tolerant scan read it.
struct ScannedValue: Sendable {
    /// What the value is.
    enum Kind: Sendable {
        /// A string; `content` spans the text between the quotes, `isTerminated` is false while
        /// the user is still typing it.
        case string(String, content: SourceSpan, isTerminated: Bool)
        /// `{ key = value, ... }`.
        case inlineTable([ScannedEntry], isClosed: Bool)
        /// `[ value, ... ]`.
        case array([ScannedValue], isClosed: Bool)
        /// A number, boolean, date or anything else unquoted, as written.
        case bare(String)
    }

    /// The value.
    var kind: Kind
    /// Its text (quotes and brackets included).
    var span: SourceSpan

    /// The string's text, if it is a string.
    var string: String? {
        if case .string(let text, _, _) = kind { return text }
        return nil
    }
}

/// One `key = value` line, or a key being typed with no `=` yet.
struct ScannedEntry: Sendable {
    /// The dotted key's parts (`auto.interval` has two).
    var keys: [ScannedKey]
    /// The value, when there is an `=` and something after it.
    var value: ScannedValue?
    /// The offset of the `=`, if written.
    var equalsOffset: Int?
    /// The whole entry, key to the end of the value.
    var span: SourceSpan
}

/// A `[header]` or `[[header]]` line.
struct ScannedHeader: Sendable {
    /// The dotted path's parts.
    var path: [ScannedKey]
    /// True for `[[header]]`.
    var isArray: Bool
    /// The header text, brackets included (to the end of the line when it is not closed).
    var span: SourceSpan
}

/// The entries under one header (or before the first one), with the span they cover.
struct ScannedSection: Sendable {
    /// The header; nil for the top of the file.
    var header: ScannedHeader?
    /// The entries in order.
    var entries: [ScannedEntry]
    /// From the header (or the file's start) to the end of the last entry.
    var span: SourceSpan

    /// The header path as names.
    var path: [String] { header?.path.map(\.name) ?? [] }

    /// The first entry whose single key is `name`.
    func entry(_ name: String) -> ScannedEntry? {
        entries.first { $0.keys.count == 1 && $0.keys[0].name == name }
    }
}

/// A spec file read line by line without giving up on errors: what the editor features work on
/// while the user is typing (unterminated strings, headers without `]`, keys without `=`).
struct ScannedDocument: Sendable {
    /// The file's bytes.
    var bytes: [UInt8]
    /// The sections in file order; the first is the top of the file (no header).
    var sections: [ScannedSection]
    /// The `# comments` read, in file order, each from its `#` to the line's end (semantic tokens).
    var comments: [SourceSpan] = []
}
