import SourceDiagnostics

/// Semantic highlighting for spec files: header paths, keys, strings, numbers, booleans and comments.
public enum SpecTokens {
    /// The highlighted pieces of `source` in file order, none overlapping. Works on incomplete
    /// text and never traps.
    public static func tokens(in source: String) -> [SemanticSpan] {
        let document = SpecScanner.scan(source)
        var tokens = document.comments.map { SemanticSpan(span: $0, kind: .comment) }
        for section in document.sections {
            for key in section.header?.path ?? [] { tokens.append(SemanticSpan(span: key.span, kind: .tableHeader)) }
            for entry in section.entries { collect(entry, into: &tokens) }
        }
        tokens.sort { $0.span.start < $1.span.start }
        return tokens
    }

    private static func collect(_ entry: ScannedEntry, into tokens: inout [SemanticSpan]) {
        for key in entry.keys { tokens.append(SemanticSpan(span: key.span, kind: .key)) }
        if let value = entry.value { collect(value, into: &tokens) }
    }

    private static func collect(_ value: ScannedValue, into tokens: inout [SemanticSpan]) {
        switch value.kind {
        case .string:
            tokens.append(SemanticSpan(span: value.span, kind: .string))
        case .bare(let text):
            if let kind = kind(ofBare: text) { tokens.append(SemanticSpan(span: value.span, kind: kind)) }
        case .array(let elements, _):
            for element in elements { collect(element, into: &tokens) }
        case .inlineTable(let entries, _):
            for entry in entries { collect(entry, into: &tokens) }
        }
    }

    /// `true`/`false` are booleans; text starting like a number (a digit, a sign, `inf`, `nan`)
    /// is a number, a date or a time; anything else is left plain.
    static func kind(ofBare text: String) -> SemanticKind? {
        if text == "true" || text == "false" { return .boolean }
        var unsigned = Substring(text)
        if let first = unsigned.first, first == "+" || first == "-" { unsigned = unsigned.dropFirst() }
        if unsigned == "inf" || unsigned == "nan" { return .number }
        guard let first = unsigned.utf8.first, first >= 0x30, first <= 0x39 else { return nil }
        return .number
    }
}
