import CarouselEngine
import SourceDiagnostics

// E0376 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `[carousel.grid]` on a carousel that loops.
    public static let gridOnLoop = DiagnosticCode(
        "E0376", "grid on a looping carousel",
        """
        A grid fills its lines in order (`fill = "column"` down each line, `"row"` across the \
        whole carousel), so its last line is often partly empty, and with `fill = "row"` the \
        rows only line up when the strip has ends. Swiper refuses `loop` with `grid` for the \
        same reason. Remove `infinite = true`, or remove `[carousel.grid]`.
        """,
        wrong: spec("infinite = true\nper-view = 3\n", items: gridOfTwelve),
        right: spec("per-view = 3\n", items: gridOfTwelve),
        rules: [GridRule()])
}

/// The message of E0376 and its fix-its.
extension SpecMessages {
    /// E0376: a grid on a looping carousel.
    static func gridOnLoop(span: SourceSpan, path: String, infiniteEntry: SourceSpan?) -> Diagnostic {
        var fixIts: [FixIt] = []
        if let infiniteEntry {
            fixIts.append(
                .replace(infiniteEntry, with: "infinite = false", message: "make the carousel finite", safety: .unsafe))
        }
        return Diagnostic(
            DiagnosticCode.gridOnLoop,
            message: "a grid cannot loop: its lines have a first and a last, and the last may be partly empty",
            span: span, path: path,
            labels: label("the carousel loops because of this", at: infiniteEntry),
            help: "remove `infinite = true`, or remove `[carousel.grid]`", fixIts: fixIts)
    }
}

/// E0376, E0377, E0378 and E0379: what a grid cannot be combined with, and room for its rows.
struct GridRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        for carousel in spec.carousels where carousel.kind == .paging {
            let table = carousel.table
            guard let grid = carousel.configuration.grid, let header = table[Keys.grid]?.span else { continue }
            let path = table.path(of: Keys.grid)
            if carousel.configuration.infinite {
                diagnostics.append(
                    SpecMessages.gridOnLoop(span: header, path: path, infiniteEntry: table.entrySpan(Keys.infinite)))
            }
            if carousel.configuration.paging.lengths != nil {
                diagnostics.append(
                    SpecMessages.gridWithAutoItems(
                        span: header, path: path, perViewEntry: table.entrySpan(Keys.perView)))
            }
            let effect = table[SpecSchema.EffectKeys.effect]
            if effect != "slide", let entry = table.entrySpan(SpecSchema.EffectKeys.effect) {
                diagnostics.append(
                    SpecMessages.gridWithEffect(effect: effect, span: header, path: path, effectEntry: entry))
            }
            rowRoom(carousel, grid: grid, into: &diagnostics)
        }
    }

    /// E0378: cells across the axis at least ``PagingGeometry/minimumItemLength`` points.
    private func rowRoom(_ carousel: CarouselContext, grid: GridLayout, into diagnostics: inout [Diagnostic]) {
        let configuration = carousel.configuration
        guard configuration.pageSize == nil, let rowsTable = carousel.table[SpecSchema.CarouselKeys.grid] else {
            return
        }
        let axis = configuration.axis
        let region = carousel.derived.content.crossLength(axis)
        let spacing = max(0, configuration.spacing)
        let cell = grid.cellCross(lineCross: region, spacing: spacing)
        guard region > 0, cell < PagingGeometry.minimumItemLength,
            let span = rowsTable.valueSpan(SpecSchema.GridKeys.rows)
        else { return }
        var largest = grid.rows - 1
        while largest > 1
            && GridLayout(rows: largest).cellCross(lineCross: region, spacing: spacing)
                < PagingGeometry.minimumItemLength
        {
            largest -= 1
        }
        diagnostics.append(
            SpecMessages.gridRowsTooThin(
                rows: grid.rows, cell: cell, largest: max(largest, 1), region: region, spacing: spacing, axis: axis,
                span: span, path: rowsTable.path(of: SpecSchema.GridKeys.rows)))
    }
}
