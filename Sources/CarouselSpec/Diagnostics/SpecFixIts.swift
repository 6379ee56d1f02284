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

    /// Adds a missing `key = value` line right after a table's `[header]` (no fix for inline tables,
    /// whose braces leave no line to add, or for the top level).
    static func insertAfterHeader(_ line: String, header span: SourceSpan, in file: SourceFile) -> [FixIt] {
        guard span.length > 0, span.start < file.bytes.count, file.bytes[span.start] == UInt8(ascii: "[") else {
            return []
        }
        return [FixIt(message: "add `\(line)`", edits: [TextEdit(span: .point(span.end), replacement: "\n" + line)])]
    }

    /// Removes a whole `key = value` entry.
    static func remove(_ key: String, entry span: SourceSpan) -> FixIt {
        .remove(span, message: "remove `\(key)`")
    }
}
