import SpecIntelligence

/// The LSP numbers for SpecIntelligence's kinds (`CompletionItemKind`, `SymbolKind`).
enum LSPKinds {
    /// `CompletionItemKind`: Property 10, Value 12, Color 16, Reference 18, File 17, Module 9.
    static func completion(_ kind: CandidateKind) -> Int {
        switch kind {
        case .key: return 10
        case .value: return 12
        case .color: return 16
        case .reference: return 18
        case .file: return 17
        case .table: return 9
        }
    }

    /// `SymbolKind`: Module 2 for `[window]`, Class 5 for a carousel, Object 19 for an item,
    /// Struct 23 for another table, Key 20 for a key.
    static func symbol(_ kind: OutlineKind) -> Int {
        switch kind {
        case .window: return 2
        case .carousel: return 5
        case .item: return 19
        case .table: return 23
        case .key: return 20
        }
    }
}
