/// What a completion candidate stands for; the language server maps it to an LSP `CompletionItemKind`.
public enum CandidateKind: String, Sendable, Hashable {
    /// A key of the table at the cursor.
    case key
    /// A value: an enum name, `true` or `false`.
    case value
    /// A color name.
    case color
    /// A reference to something defined elsewhere in the spec (a carousel id).
    case reference
    /// A file or folder path.
    case file
    /// A table header (`[carousel.auto]`).
    case table
}
