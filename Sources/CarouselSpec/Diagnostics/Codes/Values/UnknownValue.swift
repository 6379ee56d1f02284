import SourceDiagnostics

// E0303 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader+Strings.swift.
extension DiagnosticCode {
    /// A string that is not one of the allowed names.
    public static let unknownValue = DiagnosticCode(
        "E0303", "unknown value",
        """
        The key takes one of a fixed set of names (`kind`, `axis`, `window.layout`, \
        `snap.animation`, `auto.direction`). The help suggests the closest names; a note \
        lists all of them.
        """,
        wrong: spec("kind = \"pagin\"\n"), right: spec("kind = \"paging\"\n"))
}

/// The message of E0303 and its fix-its.
extension SpecMessages {
    static func unknownValue(_ key: String, value: String, allowed: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        var suggestions = NameSuggestions.closest(to: value, in: allowed)
        if suggestions.isEmpty, let synonym = valueSynonyms[value.lowercased()], allowed.contains(synonym) {
            suggestions = [synonym]
        }
        return Diagnostic(
            DiagnosticCode.unknownValue,
            message: "unknown \(key) \(Self.quoted(value))", span: span, path: path,
            help: Suggestions.didYouMean(suggestions),
            notes: ["`\(key)` is one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")],
            fixIts: SpecFixIts.replacements(suggestions, at: span, quoted: true))
    }

    /// Words other carousel and layout libraries use for a value this spec spells differently
    /// (CSS's `left` for `leading`, `normal` for `regular`): offered when no spelling is close.
    static let valueSynonyms: [String: String] = [
        "left": "leading", "start": "leading", "right": "trailing", "end": "trailing",
        "centre": "center", "middle": "center", "normal": "regular", "semibold": "bold", "heavy": "bold",
    ]
}
