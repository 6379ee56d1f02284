import CarouselEngine
import SourceDiagnostics

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
        let count = carousel.configuration.itemCount
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
        guard table.isWritten(Keys.perView), let page = configuration.pageSize,
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
        let fills = configuration.pageSize == nil && configuration.paging.perView == 1
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
        let last = Double(configuration.itemCount - 1)
        if abs(containment.low) < 1e-9 && abs(containment.high - last) < 1e-9 {
            diagnostics.append(
                SpecMessages.pagingKeyHasNoEffect(
                    "contain", why: "the first and last items already rest without empty space beside them",
                    entry: entry, path: table.path(of: Keys.contain)))
        }
    }
}

/// E0323 (a layout proof): `per-view` must leave items at least
/// ``PagingGeometry/minimumItemLength`` points long.
struct PerViewRoomRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels where carousel.kind == .paging {
            let configuration = carousel.configuration
            let axis = configuration.axis
            let region = carousel.derived.content.mainLength(axis)
            let spacing = max(0, configuration.spacing)
            guard configuration.pageSize == nil, region > 0, carousel.table.isWritten(Keys.perView),
                let span = carousel.table.valueSpan(Keys.perView)
            else { continue }
            let length = PagingGeometry.itemLength(region: region, layout: configuration.paging, spacing: spacing)
            guard length < PagingGeometry.minimumItemLength else { continue }
            diagnostics.append(
                SpecMessages.perViewTooMany(
                    perView: configuration.paging.perView, itemLength: length,
                    largest: PagingGeometry.largestPerView(region: region, spacing: spacing), region: region,
                    spacing: spacing, span: span, path: carousel.table.path(of: Keys.perView)))
        }
    }
}

extension CarouselContext {
    /// Where the item count is written: `[carousel.generate]`'s `count`, else nil (items are counted).
    var countSpan: SourceSpan? {
        table[SpecSchema.CarouselKeys.generate]?.valueSpan(SpecSchema.GenerateKeys.count)
    }
}
