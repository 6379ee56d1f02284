import SourceDiagnostics

// E0201 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader.swift.
extension DiagnosticCode {
    /// A key the table does not have.
    public static let unknownKey = DiagnosticCode(
        "E0201", "unknown key",
        """
        The table has no key with this name. Keys are kebab-case and belong to one table: \
        `interval` lives in `[carousel.auto]`, not in `[[carousel]]`. The help suggests up to \
        three known keys within two edits of what you wrote; a note names the table a key \
        belongs to when you put it in the wrong one.
        """,
        wrong: spec("spaceing = 24\n"), right: spec("spacing = 24\n"))
}

/// The message of E0201 and its fix-its.
extension SpecMessages {
    static func unknownKey(
        _ key: String, in table: String, span: SourceSpan, path: String, candidates: [String], belongsIn: String?
    ) -> Diagnostic {
        var notes: [String] = []
        if let belongsIn { notes.append("`\(key)` is a key of \(belongsIn)") }
        let suggestions = NameSuggestions.closest(to: key, in: candidates)
        return Diagnostic(
            DiagnosticCode.unknownKey,
            message: "unknown key \(key.isEmpty ? "`\"\"`" : "`\(shortened(key))`") in \(table)", span: span,
            path: path,
            help: Suggestions.didYouMean(suggestions), notes: notes,
            fixIts: SpecFixIts.replacements(suggestions, at: span, quoted: false))
    }
}
