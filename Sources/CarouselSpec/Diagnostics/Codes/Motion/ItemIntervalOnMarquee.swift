import SourceDiagnostics

// W0433 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An item `interval` in a marquee.
    public static let itemIntervalOnMarquee = DiagnosticCode(
        "W0433", "item interval on a marquee",
        """
        An item's `interval` is how long auto-scroll rests on that item before the next page \
        (paging, stack, focus). A marquee drifts continuously at its `[carousel.marquee] speed` \
        and never rests on an item, so the key does nothing there. Remove it (the fix-it does).
        """,
        wrong: spec("kind = \"marquee\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ninterval = \"5s\"\n"),
        right: spec("kind = \"paging\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ninterval = \"5s\"\n"),
        rules: [ItemIntervalRule()])
}

/// The message of W0433 and its fix-its.
extension SpecMessages {
    /// W0433: an item `interval` in a marquee.
    static func itemIntervalOnMarquee(span: SourceSpan, path: String, kind: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.itemIntervalOnMarquee,
            message: "`interval` has no effect on a marquee item: a marquee drifts at its `speed` and has no pages",
            span: span, path: path,
            labels: label("the carousel is a marquee here", at: kind),
            help: "remove `interval`", fixIts: [SpecFixIts.remove("interval", entry: span)])
    }
}

/// W0433: an item `interval` in a marquee, which drifts and has no pages to time.
struct ItemIntervalRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .marquee {
            (carousel.table[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { _, item in
                guard let span = item.entrySpan("interval") else { return }
                diagnostics.append(
                    SpecMessages.itemIntervalOnMarquee(
                        span: span, path: item.path(of: "interval"), kind: carousel.kindSpan))
            }
        }
    }
}
