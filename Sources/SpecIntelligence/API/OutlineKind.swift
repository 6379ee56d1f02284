/// What an outline symbol stands for; the language server maps it to an LSP `SymbolKind`.
public enum OutlineKind: String, Sendable, Hashable {
    /// `[window]`.
    case window
    /// One `[[carousel]]`.
    case carousel
    /// One `[[carousel.items]]`.
    case item
    /// Any other table (`[carousel.auto]`, `[carousel.generate]`).
    case table
    /// A key at the top level or in `[window]`.
    case key
}
