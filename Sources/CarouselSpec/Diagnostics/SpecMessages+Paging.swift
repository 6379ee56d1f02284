import CarouselEngine
import SourceDiagnostics

/// The messages of the paging layout keys and `start` (E0321-E0325, W0450, W0451).
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

    /// E0322: `per-view` and a `page-size` that disagree along the axis.
    static func perViewContradictsPageSize(
        perView: Double, itemLength: Double, pageLength: Double, axis: Axis, span: SourceSpan, path: String,
        perViewEntry: SourceSpan?, pageSizeEntry: SourceSpan
    ) -> Diagnostic {
        let side = axis == .horizontal ? "width" : "height"
        var fixIts: [FixIt] = []
        if let perViewEntry { fixIts.append(SpecFixIts.remove("per-view", entry: perViewEntry)) }
        fixIts.append(SpecFixIts.remove("page-size", entry: pageSizeEntry))
        return Diagnostic(
            DiagnosticCode.perViewContradictsPageSize,
            message: "`per-view = \(points(perView))` makes items \(points(itemLength)) points long, but "
                + "`page-size` sets the \(side) to \(points(pageLength))",
            span: span, path: path,
            labels: [DiagnosticLabel(span: pageSizeEntry, message: "`page-size` is set here")],
            help: "keep one of them: `per-view` sizes the items to the frame, `page-size` fixes them",
            notes: ["item length = (frame minus insets − spacing × (⌈per-view⌉ − 1)) / per-view"],
            fixIts: fixIts)
    }

    /// E0323: so many items per view that the spacing leaves them shorter than the minimum.
    static func perViewTooMany(
        perView: Double, itemLength: Double, largest: Double, region: Double, spacing: Double, span: SourceSpan,
        path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.perViewTooMany,
            message: "`per-view = \(points(perView))` leaves items \(points(max(itemLength, 0))) points long, "
                + "less than \(points(PagingGeometry.minimumItemLength))",
            span: span, path: path,
            help: "show at most \(points(largest)) items per view, or reduce `spacing` or the insets",
            notes: [
                "the frame minus the insets is \(points(region)) points along the axis; "
                    + "\(points((perView.rounded(.up) - 1) * spacing)) of them are gaps of \(points(spacing))"
            ],
            fixIts: [.replace(span, with: points(largest), message: "show \(points(largest)) per view")])
    }

    /// E0324: `contain` on a looping carousel, which has no ends to contain.
    static func containOnLoop(span: SourceSpan, path: String, infiniteEntry: SourceSpan?) -> Diagnostic {
        var fixIts = [SpecFixIts.remove("contain", entry: span)]
        if let infiniteEntry {
            fixIts.append(.replace(infiniteEntry, with: "infinite = false", message: "make the carousel finite"))
        }
        return Diagnostic(
            DiagnosticCode.containOnLoop,
            message: "`contain` keeps a finite carousel's ends inside the frame, but this carousel loops",
            span: span, path: path,
            labels: infiniteEntry.map { [DiagnosticLabel(span: $0, message: "the carousel loops because of this")] }
                ?? [],
            help: "remove `contain`, or set `infinite = false`", fixIts: fixIts)
    }

    /// E0325: `scroll-by` that goes round the whole loop (or past every item) in one move;
    /// `written` is the value as written (`12` or `"page"`, which moves `scrollBy` items).
    static func scrollByTooLarge(
        scrollBy: Int, written: String, count: Int, loops: Bool, pageFits: Bool, span: SourceSpan, path: String,
        countSpan: SourceSpan?
    ) -> Diagnostic {
        let largest = max(count - 1, 1)
        let what =
            loops
            ? "a move of \(scrollBy) goes round the loop of \(count) item\(count == 1 ? "" : "s") and back"
            : "a move of \(scrollBy) passes every one of the \(count) item\(count == 1 ? "" : "s")"
        var fixIts: [FixIt] = [.replace(span, with: String(largest), message: "move \(largest) at a time")]
        if pageFits { fixIts.append(.replace(span, with: "\"page\"", message: "move a page at a time")) }
        return Diagnostic(
            DiagnosticCode.scrollByTooLarge,
            message: "`scroll-by = \(written)` is too large: \(what)",
            span: span, path: path,
            labels: countSpan.map { [DiagnosticLabel(span: $0, message: "the item count comes from here")] } ?? [],
            help: "use at most \(largest)" + (pageFits ? ", or \"page\" to move by the whole items in view" : ""),
            notes: written == "\"page\"" ? ["\"page\" moves ⌊per-view⌋ = \(scrollBy) items"] : [],
            fixIts: fixIts)
    }

    /// W0450: `start` on a contained carousel that rests on another item.
    static func startTrimmedByContain(
        start: Int, rest: Int, span: SourceSpan, path: String, containEntry: SourceSpan?
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.startTrimmedByContain,
            message: "`start = \(start)` cannot be selected: `contain` stops this carousel at item \(rest)",
            span: span, path: path,
            labels: containEntry.map { [DiagnosticLabel(span: $0, message: "`contain` is set here")] } ?? [],
            help: "start on item \(rest), where the carousel rests with the item shown",
            notes: [
                "a contained carousel leaves no empty space at its ends, so the items near the end are "
                    + "shown but never selected"
            ],
            fixIts: [.replace(span, with: String(rest), message: "start on item \(rest)")])
    }

    /// W0451: `align` or `contain` that changes nothing (`why` says what makes it so).
    static func pagingKeyHasNoEffect(_ key: String, why: String, entry: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.pagingKeyHasNoEffect, message: "`\(key)` has no effect: \(why)",
            span: entry, path: path, help: "remove it, or set `per-view` above 1",
            fixIts: [SpecFixIts.remove(key, entry: entry)])
    }
}
