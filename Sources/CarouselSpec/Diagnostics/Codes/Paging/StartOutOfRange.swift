import CarouselEngine
import SourceDiagnostics

// E0321 (error).
// Emitted by: Sources/CarouselSpec/Rules/PagingRules.swift.
extension DiagnosticCode {
    /// `start` at or past the item count.
    public static let startOutOfRange = DiagnosticCode(
        "E0321", "start past the last item",
        """
        `start` is the 0-based index of the item selected at launch, for every kind of carousel. \
        It must be below the item count: with 10 items, 0 is the first and 9 the last. The \
        fix-it starts on the last item.
        """,
        wrong: spec("start = 10\n", items: tenItems),
        right: spec("start = 9\n", items: tenItems))
}

/// The message of E0321 and its fix-its.
extension SpecMessages {
    /// E0321: `start` at or past the item count.
    static func startOutOfRange(
        start: Int, count: Int, span: SourceSpan, path: String, countSpan: SourceSpan?
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.startOutOfRange,
            message: "`start = \(start)` is past the last item: the carousel has \(count) "
                + "item\(count == 1 ? "" : "s") (0..\(count - 1))",
            span: span, path: path,
            labels: countSpan.map { [DiagnosticLabel(span: $0, message: "the item count comes from here")] } ?? [],
            help: "`start` is 0-based: use 0 for the first item, \(count - 1) for the last",
            fixIts: [.replace(span, with: String(count - 1), message: "start on the last item")])
    }
}
