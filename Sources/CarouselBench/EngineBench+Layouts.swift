import CarouselEngine

/// The paging layouts of several items per view: per-view 4.3 (start-aligned, contained and
/// finite; and centred, looping) and grids of 2 and 8 rows (`[carousel.grid]`, 4 lines per view)
/// at 10 items (a grid: 10 lines) and 10,000,000 items, same input pattern as the kinds.
extension EngineBench {
    static func runLayouts(frames: Int) {
        print(
            "Paging layouts: per-view 4.3, grids (step + frame per carousel per frame, 20 us budget, 10M/10 within 1.5x)"
        )
        print("layout                    axis        items       median us    p99 us   cards/frame  10M/10 median")
        let contained = PagingLayout(perView: 4, align: .start, contain: true)
        let layouts: [(String, PagingLayout, Bool, GridLayout?)] = [
            (
                "4.3 start contain", PagingLayout(perView: 4.3, align: .start, scrollBy: .page, contain: true), false,
                nil
            ),
            ("4.3 center loop", PagingLayout(perView: 4.3, align: .center), true, nil),
            ("grid 2 rows column-fill", contained, false, GridLayout(rows: 2, fill: .column)),
            ("grid 8 rows row-fill", contained, false, GridLayout(rows: 8, fill: .row)),
        ]
        for (name, layout, infinite, grid) in layouts {
            for axis in [Axis.horizontal, .vertical] {
                var base = 0.0
                // A grid's small case is 10 lines (10 × rows items), so both cases fill the view.
                let small = 10 * (grid?.rows ?? 1)
                for count in [small, 10_000_000] {
                    var c = configuration(.paging, axis, count)
                    c.pageSize = nil
                    c.infinite = infinite
                    c.paging = layout
                    c.grid = grid
                    let result = measure(configuration: c, axis: axis, frames: frames)
                    if count == small { base = result.median }
                    let ratio = count == 10_000_000 ? format(result.median / max(base, 1e-9), 2) + "x" : ""
                    print(
                        pad(name, 26) + pad(axis.rawValue, 12) + pad(String(count), 10)
                            + lpad(format(result.median, 2), 12) + lpad(format(result.p99, 2), 10)
                            + lpad(format(result.cards, 1), 13) + lpad(ratio, 15))
                }
            }
        }
    }
}
