import SourceDiagnostics

// W0421 (warning).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass+Color.swift.
extension DiagnosticCode {
    /// A source's `color` that no item takes: every item gives its own.
    public static let sourceColorUnused = DiagnosticCode(
        "W0421", "source color no item takes",
        """
        `[carousel.source] color` is the card color of every item of the source that gives none \
        of its own (a folder's pictures, a CSV or JSON row without a `color`, another carousel's \
        items that got none), in place of the default palette. When every item gives its own \
        (every row of the file has a `color`, or the other carousel's generator writes a \
        `palette`), the source's `color` changes nothing: remove it, or remove the items' colors.
        """,
        wrong: sourceSpec(goodCSVSource + "\ncolor = \"#1B2233\""),
        right: sourceSpec(goodCSVSource))
}

/// The message of W0421.
extension SpecMessages {
    /// W0421: the source's `color` at `span` (its key; `value` its value) taken by none of its
    /// `items` items (nil: generated items with their own palette).
    static func sourceColorUnused(items: Int?, span: SourceSpan, value: SourceSpan, path: String) -> Diagnostic {
        let entry = span.end <= value.start ? span.union(value) : span
        let why =
            items.map { $0 == 1 ? "the source's item has its own `color`" : "all \($0) items have their own `color`" }
            ?? "the generated items take the colors of their `palette`"
        return Diagnostic(
            DiagnosticCode.sourceColorUnused,
            message: "`color` has no effect: \(why)",
            span: span, path: path,
            help: "remove `color`, or the items' own colors",
            fixIts: [.remove(entry, message: "remove `color`", safety: .safe)])
    }
}
