import SourceDiagnostics

/// The fix-its of the spec compiler's messages: exact replacements their help text names.
enum SpecFixIts {
    /// One "replace with" fix-it per name, written as a TOML basic string when `quoted`
    /// (enumeration values, color names) or bare (keys).
    static func replacements(_ names: [String], at span: SourceSpan, quoted: Bool) -> [FixIt] {
        names.map { name in
            let text = quoted ? "\"\(name)\"" : name
            return .replace(span, with: text)
        }
    }

    /// Removes a whole `key = value` entry.
    static func remove(_ key: String, entry span: SourceSpan) -> FixIt {
        .remove(span, message: "remove `\(key)`")
    }
}
