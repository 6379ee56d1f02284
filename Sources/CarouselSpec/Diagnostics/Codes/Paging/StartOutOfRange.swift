import CarouselEngine
import SourceDiagnostics

// E0321 (error).
// Emitted by: the rule below (`rules:`).
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
        right: spec("start = 9\n", items: tenItems),
        rules: [StartRule()])
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
            labels: label("the item count comes from here", at: countSpan),
            help: "`start` is 0-based: use 0 for the first item, \(count - 1) for the last",
            fixIts: [.replace(span, with: String(count - 1), message: "start on the last item", safety: .unsafe)])
    }
}

/// E0321 and W0450: `start` must name an item, and on a contained carousel one it can rest on.
struct StartRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels {
            let table = carousel.table
            let count = carousel.configuration.itemCount
            guard table.isWritten(Keys.start), !table.isInvalid(Keys.start), count > 0,
                let span = table.valueSpan(Keys.start)
            else { continue }
            let start = table[Keys.start]
            if start >= count {
                diagnostics.append(
                    SpecMessages.startOutOfRange(
                        start: start, count: count, span: span, path: table.path(of: Keys.start),
                        countSpan: carousel.countSpan))
            } else if let targets = carousel.derived.paging?.containment?.targets, !targets.contains(start) {
                let rest = min(max(start, targets.lowerBound), targets.upperBound)
                diagnostics.append(
                    SpecMessages.startTrimmedByContain(
                        start: start, rest: rest, span: span, path: table.path(of: Keys.start),
                        containEntry: table.entrySpan(Keys.contain)))
            }
        }
    }
}
