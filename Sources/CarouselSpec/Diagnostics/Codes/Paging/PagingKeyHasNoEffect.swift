import CarouselEngine
import SourceDiagnostics

// W0451 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `align` or `contain` that changes nothing with the other paging keys.
    public static let pagingKeyHasNoEffect = DiagnosticCode(
        "W0451", "align or contain has no effect",
        """
        With one item per view and no `page-size`, an item fills the frame minus the insets: \
        every `align` puts it in the same place, and `contain` finds no empty space to remove. \
        The key is then only noise (or a sign that `per-view` is missing). The fix-it removes it.
        """,
        wrong: spec("align = \"start\"\n", items: tenItems),
        right: spec("per-view = 3\nalign = \"start\"\n", items: tenItems),
        rules: [PagingKeysRule()])
}

/// The message of W0451 and its fix-its.
extension SpecMessages {
    /// W0451: `align` or `contain` that changes nothing (`why` says what makes it so).
    static func pagingKeyHasNoEffect(_ key: String, why: String, entry: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.pagingKeyHasNoEffect, message: "`\(key)` has no effect: \(why)",
            span: entry, path: path, help: "remove it, or set `per-view` above 1",
            fixIts: [SpecFixIts.remove(key, entry: entry)])
    }
}

/// E0324 `contain` on a loop, E0325 `scroll-by` past the item count, E0322 `per-view` against
/// `page-size`, W0451 `align` / `contain` that change nothing.
struct PagingKeysRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .paging {
            containOnLoop(carousel, into: &diagnostics)
            scrollBy(carousel, into: &diagnostics)
            perViewAndPageSize(carousel, into: &diagnostics)
            ineffective(carousel, into: &diagnostics)
        }
    }

    private func containOnLoop(_ carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let table = carousel.table
        guard table[Keys.contain], carousel.configuration.infinite, let span = table.entrySpan(Keys.contain) else {
            return
        }
        diagnostics.append(
            SpecMessages.containOnLoop(
                span: span, path: table.path(of: Keys.contain), infiniteEntry: table.entrySpan(Keys.infinite)))
    }

    private func scrollBy(_ carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let table = carousel.table
        let count = carousel.lineCount
        let step = carousel.configuration.paging.step
        guard table.isWritten(Keys.scrollBy), count > 0, step > max(count - 1, 1),
            let span = table.valueSpan(Keys.scrollBy)
        else { return }
        let loops = carousel.configuration.infinite && count > 1
        let isPage = table[Keys.scrollBy] == .page
        diagnostics.append(
            SpecMessages.scrollByTooLarge(
                scrollBy: step, written: isPage ? "\"page\"" : String(step), count: count, loops: loops,
                pageFits: !isPage && carousel.configuration.paging.perView.rounded(.down) <= Double(max(count - 1, 1)),
                span: span, path: table.path(of: Keys.scrollBy), countSpan: carousel.countSpan))
    }

    private func perViewAndPageSize(_ carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let table = carousel.table
        let configuration = carousel.configuration
        // `per-view = "auto"` with a `page-size` is E0328.
        guard table.isWritten(Keys.perView), table[Keys.perView] != .auto, let page = configuration.pageSize,
            let pageEntry = table.entrySpan(Keys.pageSize), let span = table.valueSpan(Keys.perView)
        else { return }
        let axis = configuration.axis
        let region = carousel.derived.content.mainLength(axis)
        let length = PagingGeometry.itemLength(
            region: region, layout: configuration.paging, spacing: max(0, configuration.spacing))
        guard abs(length - page.main(axis)) > 0.5 else { return }
        diagnostics.append(
            SpecMessages.perViewContradictsPageSize(
                perView: configuration.paging.perView, itemLength: length, pageLength: page.main(axis), axis: axis,
                span: span, path: table.path(of: Keys.perView), perViewEntry: table.entrySpan(Keys.perView),
                pageSizeEntry: pageEntry))
    }

    private func ineffective(_ carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let table = carousel.table
        let configuration = carousel.configuration
        let fills =
            configuration.pageSize == nil && configuration.paging.perView == 1 && configuration.paging.lengths == nil
        if fills, let entry = table.entrySpan(Keys.align) {
            diagnostics.append(
                SpecMessages.pagingKeyHasNoEffect(
                    "align",
                    why: "one item per view fills the frame minus the insets, so it rests in the same "
                        + "place whatever the alignment", entry: entry, path: table.path(of: Keys.align)))
        }
        guard table[Keys.contain], !configuration.infinite, let entry = table.entrySpan(Keys.contain),
            let containment = carousel.derived.paging?.containment
        else { return }
        let last = Double(carousel.lineCount - 1)
        if abs(containment.low) < 1e-9 && abs(containment.high - last) < 1e-9 {
            diagnostics.append(
                SpecMessages.pagingKeyHasNoEffect(
                    "contain", why: "the first and last items already rest without empty space beside them",
                    entry: entry, path: table.path(of: Keys.contain)))
        }
    }
}
