import SourceDiagnostics

// W0485 (warning).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// `start` that names a different item read as an index than read as an id.
    public static let startReadingsDiffer = DiagnosticCode(
        "W0485", "start reads differently as an index and as an id",
        """
        A `start` integer is a 0-based index and a `start` string an item id; items without a \
        written `id` have their 1-based position as id. So `start = "2"` selects the item whose id \
        is "2" (by default the second item, index 1) while `start = 2` selects index 2 (the \
        third). Where the two readings pick different items, the spec says which one it means: \
        the fix-it writes the index of the item the string names, so nothing changes on screen. \
        The same holds for an integer `start = N` when an item has the written id "N" at \
        another index.
        """,
        wrong: spec("start = \"2\"\n", items: threeItems),
        right: spec("start = 1\n", items: threeItems))

    /// Three items without ids.
    static let threeItems = String(repeating: "[[carousel.items]]\ntitle = \"An item\"\n", count: 3)
}

/// The message of W0485.
extension SpecMessages {
    /// W0485: `start = "N"` selects index `index`, `start = N` would select index N.
    static func startStringLooksLikeIndex(_ text: String, index: Int, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.startReadingsDiffer,
            message: "`start = \"\(text)\"` selects the item whose id is \"\(text)\" (index \(index)), "
                + "not index \(text)",
            span: span, path: path,
            help: "write `start = \(index)` to keep this item, or `start = \(text)` for index \(text)",
            fixIts: [.replace(span, with: String(index), message: "select the same item by its index", safety: .unsafe)]
        )
    }

    /// W0485: `start = N` selects index N while the item with the written id "N" is at `idIndex`.
    static func startIndexLooksLikeID(_ start: Int, idIndex: Int, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.startReadingsDiffer,
            message: "`start = \(start)` selects index \(start), not the item whose id is \"\(start)\" "
                + "(index \(idIndex))",
            span: span, path: path,
            help: "write `start = \"\(start)\"` for that item, or give the items ids that are not numbers",
            fixIts: [.replace(span, with: "\"\(start)\"", message: "select the item by its id", safety: .unsafe)])
    }
}
