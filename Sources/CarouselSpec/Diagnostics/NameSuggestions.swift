import SourceDiagnostics

/// Did-you-mean candidates for names: a different-case spelling of a known name first,
/// otherwise up to three names within two edits (``Suggestions/closest(to:in:maxDistance:limit:)``).
enum NameSuggestions {
    static func closest(to word: String, in names: [String]) -> [String] {
        let lowered = word.lowercased()
        if lowered != word, names.contains(lowered) { return [lowered] }
        return Suggestions.closest(to: word, in: names)
    }
}
