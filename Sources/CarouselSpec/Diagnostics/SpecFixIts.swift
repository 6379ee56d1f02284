import SourceDiagnostics

/// The fix-its of the spec compiler's messages: exact replacements their help text names.
enum SpecFixIts {
    /// One "replace with" fix-it per name, written as a TOML basic string when `quoted`
    /// (enumeration values, color names) or bare (keys).
    ///
    /// A spelling correction is safe when it is the only candidate; among several, picking one is
    /// a guess, so each is unsafe.
    static func replacements(_ names: [String], at span: SourceSpan, quoted: Bool) -> [FixIt] {
        let safety = spelling(names)
        return names.map { name in
            let text = quoted ? "\"\(name)\"" : name
            return .replace(span, with: text, safety: safety)
        }
    }

    /// The safety of a spelling correction to one of `candidates`: safe only when it is the only one.
    static func spelling(_ candidates: [String]) -> FixSafety {
        candidates.count == 1 ? .safe : .unsafe
    }

    /// Adds a missing `key = value` line right after a table's `[header]` (no fix for inline tables,
    /// whose braces leave no line to add, or for the top level). Unsafe: the value is an example.
    static func insertAfterHeader(_ line: String, header span: SourceSpan, in file: SourceFile) -> [FixIt] {
        guard span.length > 0, span.start < file.bytes.count, file.bytes[span.start] == UInt8(ascii: "[") else {
            return []
        }
        return [
            FixIt(
                message: "add `\(line)`", edits: [TextEdit(span: .point(span.end), replacement: "\n" + line)],
                safety: .unsafe)
        ]
    }

    /// Removes a whole `key = value` entry: unsafe, as it drops what the user wrote.
    static func remove(_ key: String, entry span: SourceSpan) -> FixIt {
        .remove(span, message: "remove `\(key)`", safety: .unsafe)
    }
}
