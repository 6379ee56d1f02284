import SourceDiagnostics

// E0386 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// `start` names an item id that no item has.
    public static let startIDMissing = DiagnosticCode(
        "E0386", "start names no item",
        """
        `start` takes an integer, the 0-based index of the item selected at launch, or a string, \
        the `id` of that item (a deep link that stays right when items are added before it). \
        Items without a written `id` have their 1-based position as id (`"1"`, `"2"` ...).
        """,
        wrong: spec(
            "start = \"outro\"\n", items: "[[carousel.items]]\nid = \"intro\"\n[[carousel.items]]\nid = \"main\"\n"),
        right: spec(
            "start = \"main\"\n", items: "[[carousel.items]]\nid = \"intro\"\n[[carousel.items]]\nid = \"main\"\n"))
}

/// The message of E0386.
extension SpecMessages {
    /// E0386: no item has the id `id`.
    static func startIDMissing(_ id: String, ids: [String], span: SourceSpan, path: String) -> Diagnostic {
        let suggestion = NameSuggestions.closest(to: id, in: ids).first
        var help = suggestion.map { "did you mean \(quoted($0))?" }
        if help == nil, let index = Int(id), index >= 0 {
            help = "write `start = \(index)` without quotes for the item at index \(index)"
        }
        return Diagnostic(
            DiagnosticCode.startIDMissing, message: "`start` \(quoted(id)): no item has this id", span: span,
            path: path, help: help, fixIts: suggestion.map { [.replace(span, with: "\"\($0)\"", safety: .safe)] } ?? [])
    }
}
