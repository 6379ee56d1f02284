/// How a grid fills its cells (`[carousel.grid] fill`, Swiper's `grid.fill`).
public enum GridFill: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each line top to bottom (across the axis), then the next line along the axis (Swiper's default).
    case column
    /// Each row across the whole carousel, then the next row.
    case row
}

/// A paging carousel of several lines across its axis (`[carousel.grid]`, Swiper's `grid.rows`).
///
/// A *line* is what moves along the axis: a column of cards in a horizontal carousel, a row in a
/// vertical one. Every line has ``rows`` cells across the axis; `per-view`, `scroll-by`, drag,
/// keys, wheel and auto-scroll count lines. With `n` items there are `⌈n / rows⌉` lines; the
/// last line (`column`) or the last row (`row`) may be partly empty. Placement follows Swiper's
/// grid module: `column` puts item `i` in line `⌊i / rows⌋`, cell `i mod rows`; `row` puts item
/// `i` in cell `⌊i / L⌋` of line `i mod L`, with `L = ⌈n / rows⌉` lines.
public struct GridLayout: Sendable, Hashable, Codable {
    /// The most cells across the axis (`rows` is 1 to 8).
    public static let maxRows = 8

    /// Cells across the axis, 1 to ``maxRows``.
    public var rows: Int
    /// How items fill the cells.
    public var fill: GridFill

    /// Creates a grid of `rows` cells across the axis, filled by `fill`.
    public init(rows: Int, fill: GridFill = .column) {
        self.rows = min(max(rows, 1), Self.maxRows)
        self.fill = fill
    }

    /// Lines along the axis for `count` items: `⌈count / rows⌉`.
    public func lineCount(items count: Int) -> Int {
        count <= 0 ? 0 : (count - 1) / rows + 1
    }

    /// The line holding item `item` of `count`.
    public func line(ofItem item: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let clamped = min(max(item, 0), count - 1)
        switch fill {
        case .column: return clamped / rows
        case .row: return clamped % lineCount(items: count)
        }
    }

    /// The cell across the axis (0: the leading row or column) holding item `item` of `count`.
    public func cell(ofItem item: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let clamped = min(max(item, 0), count - 1)
        switch fill {
        case .column: return clamped % rows
        case .row: return clamped / lineCount(items: count)
        }
    }

    /// The item in cell `cell` of line `line`, or nil when that cell is empty.
    public func item(line: Int, cell: Int, count: Int) -> Int? {
        let lines = lineCount(items: count)
        guard line >= 0, line < lines, cell >= 0, cell < rows else { return nil }
        let item = fill == .column ? line * rows + cell : cell * lines + line
        return item < count ? item : nil
    }

    /// The length across the axis of one cell, in points, when the lines are `lineCross` points
    /// across and cells are `spacing` points apart.
    public func cellCross(lineCross: Double, spacing: Double) -> Double {
        (lineCross - Double(rows - 1) * max(0, spacing)) / Double(rows)
    }

    /// The length across the axis of a line of cells `cellCross` points across, `spacing` apart.
    public func lineCross(cellCross: Double, spacing: Double) -> Double {
        cellCross * Double(rows) + Double(rows - 1) * max(0, spacing)
    }
}

extension GridLayout {
    /// The lines of `c` (a paging carousel with this grid) as a paging carousel of one item per
    /// line: finite, flat (slide); a written `page-size` is a cell's size, so a line is ``rows``
    /// cells and their gaps across. ``GridBehavior`` moves these lines.
    public func lines(of c: CarouselConfiguration) -> CarouselConfiguration {
        var line = c
        line.grid = nil
        line.itemCount = lineCount(items: c.itemCount)
        line.infinite = false
        line.effect = .slide
        if let cell = c.pageSize {
            let cross = lineCross(cellCross: cell.cross(c.axis), spacing: c.spacing)
            line.pageSize =
                c.axis == .horizontal
                ? Size(width: cell.width, height: cross) : Size(width: cross, height: cell.height)
        }
        return line
    }

}

extension RestingLayout {
    /// The first line of a grid at rest: the box around its cells (every cell of the line, even
    /// empty ones), nil for a carousel without a grid or without items. `check` proves this box
    /// lies inside the frame (E0307), so every line's cells do.
    public static func gridLine(configuration: CarouselConfiguration, frame: Rect) -> Rect? {
        guard let grid = configuration.grid, configuration.kind == .paging, configuration.itemCount > 0 else {
            return nil
        }
        let lines = PagingBehavior(configuration: grid.lines(of: configuration), frame: frame)
        let first = lines.targetRange.lowerBound
        let placed = lines.cards(at: lines.restingPosition(first), target: first, dragging: false, settling: false)
        return placed.first { $0.item == first }?.rect
    }
}
