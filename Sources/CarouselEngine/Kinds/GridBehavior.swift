/// A paging carousel with `[carousel.grid]`: the paging motion of its lines (``PagingBehavior``
/// over `⌈n / rows⌉` lines), each line split across the axis into ``GridLayout/rows`` cells.
///
/// Position and targets count lines; the selection stays an item index: the first item of the
/// selected line (its leading cell). Selecting an item (a dot, Home, End, `select`, `start`)
/// snaps the line that holds it. A grid never loops and draws no effect other than slide (the
/// spec refuses both, E0376 and E0377). Per frame it places at most 65 lines of at most
/// ``GridLayout/maxRows`` cells, whatever the item count.
struct GridBehavior: KindBehavior {
    /// The paging motion of the lines (a paging carousel of `lineCount` items).
    let lines: PagingBehavior
    let grid: GridLayout
    /// Items in the carousel.
    let items: Int
    let axis: Axis
    let spacing: Double

    init(configuration c: CarouselConfiguration, frame: Rect) {
        let grid = c.grid ?? GridLayout(rows: 1)
        self.grid = grid
        items = c.itemCount
        axis = c.axis
        spacing = max(0, c.spacing)
        lines = PagingBehavior(configuration: grid.lines(of: c), frame: frame)
    }

    /// Lines (the unit of position and targets).
    var count: Int { lines.count }
    var loops: Bool { false }
    var stride: Double { lines.stride }
    var coastsFreely: Bool { true }
    var targetRange: ClosedRange<Int> { lines.targetRange }
    var step: Int { lines.step }

    func restingPosition(_ target: Int) -> Double { lines.restingPosition(target) }
    func normalize(_ carousel: inout CarouselController) { lines.normalize(&carousel) }
    func tapTarget(at point: Point, position: Double) -> Int? { lines.tapTarget(at: point, position: position) }
    func releaseTarget(_ release: ReleaseInput) -> Int { lines.releaseTarget(release) }

    /// The first item of the committed line.
    func selection(position: Double, target: Int) -> Int {
        let line = min(max(target, targetRange.lowerBound), targetRange.upperBound)
        return grid.item(line: line, cell: 0, count: items) ?? 0
    }

    /// The first item of the line under the position, continuous between lines (`column`: `rows`
    /// items a line; `row`: one), in `[0, n)`.
    func progress(at value: Double) -> Double {
        let line = min(max(value, 0), Double(max(count - 1, 0)))
        let perLine = grid.fill == .column ? Double(grid.rows) : 1
        return min(line * perLine, Double(max(items - 1, 0)))
    }

    /// One dot per line position the grid can rest on.
    var dotScale: DotScale { .lines(grid, positions: targetRange, items: items) }

    /// Pages to the line holding `item`.
    func go(_ carousel: inout CarouselController, toItem item: Int, at time: Double, events: inout [TimedEvent]) {
        carousel.move(to: grid.line(ofItem: item, count: items), at: time, events: &events)
    }

    /// Rests on the line holding `selection`.
    func adopt(_ carousel: inout CarouselController, selection: Int, offset: Double, previousKind: CarouselKind) {
        let line = grid.line(ofItem: selection, count: items)
        carousel.target = min(max(line, targetRange.lowerBound), targetRange.upperBound)
        carousel.position = restingPosition(carousel.target)
    }

    /// The cells of the visible lines: each line's rectangle split across the axis.
    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        let placed = lines.cards(at: value, target: target, dragging: dragging, settling: settling)
        var cards: [CardPlacement] = []
        cards.reserveCapacity(placed.count * grid.rows)
        for line in placed {
            let cellCross = grid.cellCross(lineCross: line.rect.crossLength(axis), spacing: spacing)
            let start = line.rect.crossStart(axis)
            for cell in 0..<grid.rows {
                guard let item = grid.item(line: line.item, cell: cell, count: items) else { continue }
                var card = line
                card.item = item
                let cross = start + Double(cell) * (cellCross + spacing) + cellCross / 2
                card.rect = Rect.centered(
                    axis, main: line.rect.mainCenter(axis), cross: cross, mainLength: line.rect.mainLength(axis),
                    crossLength: cellCross)
                cards.append(card)
            }
        }
        return cards
    }
}
