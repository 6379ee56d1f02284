import Testing

@testable import CarouselEngine

/// Grids (`[carousel.grid]`, docs/engine.md "Grids"): every expected value is computed here from
/// the formulas written there, in a 1280 × 400 frame with insets 20 / 20 along the axis and
/// 8 / 8 across it (region 1240 × 384) and spacing 16.
@Suite struct GridBehaviorTests {
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 400)
    static let crossStart = 8.0, region = 1240.0, regionCross = 384.0, s = 16.0

    static func configuration(
        rows: Int, fill: GridFill = .column, count: Int = 15, perView: Double = 4, axis: Axis = .horizontal
    ) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .paging, axis: axis, count: count, frame: frame)
        c.paging = PagingLayout(perView: perView, align: .start)
        c.grid = GridLayout(rows: rows, fill: fill)
        return c
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func columnFillPutsItemsDownEachLineThenAlong() {
        let grid = GridLayout(rows: 3, fill: .column)
        // 10 items, 3 rows: lines ⌈10 / 3⌉ = 4; item i in line ⌊i / 3⌋, cell i mod 3.
        #expect(grid.lineCount(items: 10) == 4)
        for i in 0..<10 {
            #expect(grid.line(ofItem: i, count: 10) == i / 3)
            #expect(grid.cell(ofItem: i, count: 10) == i % 3)
            #expect(grid.item(line: i / 3, cell: i % 3, count: 10) == i)
        }
        // The last line holds item 9 only.
        #expect(grid.item(line: 3, cell: 1, count: 10) == nil)
    }

    @Test func rowFillRunsEachRowAlongTheWholeCarousel() {
        let grid = GridLayout(rows: 2, fill: .row)
        // 9 items, 2 rows: L = 5 lines; item i in line i mod 5, row ⌊i / 5⌋.
        #expect(grid.lineCount(items: 9) == 5)
        for i in 0..<9 {
            #expect(grid.line(ofItem: i, count: 9) == i % 5)
            #expect(grid.cell(ofItem: i, count: 9) == i / 5)
            #expect(grid.item(line: i % 5, cell: i / 5, count: 9) == i)
        }
        #expect(grid.item(line: 4, cell: 1, count: 9) == nil)
    }

    @Test func rowsShareTheCrossLengthMinusTheSpacing() {
        let b = GridBehavior(configuration: Self.configuration(rows: 2), frame: Self.frame)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        let cell = (Self.regionCross - Self.s) / 2
        let length = (Self.region - 3 * Self.s) / 4
        // Four lines in view (and the edge of a fifth), two cards each.
        let first = cards.filter { $0.item < 8 }.sorted { $0.item < $1.item }
        #expect(first.map(\.item) == Array(0..<8))
        for card in first {
            let line = Double(card.item / 2), row = Double(card.item % 2)
            #expect(Self.close(card.rect.height, cell) && Self.close(card.rect.width, length))
            #expect(Self.close(card.rect.y, Self.crossStart + row * (cell + Self.s)))
            #expect(Self.close(card.rect.x, 20 + line * (length + Self.s)))
        }
    }

    @Test func thePartlyEmptyLastLineDrawsOnlyItsItems() {
        let b = GridBehavior(configuration: Self.configuration(rows: 2, count: 15), frame: Self.frame)
        #expect(b.count == 8)
        let cards = b.cards(at: 7, target: 7, dragging: false, settling: false)
        let lastLine = cards.filter { $0.item >= 14 }
        #expect(lastLine.map(\.item) == [14])
    }

    @Test func theSelectionIsTheFirstItemOfTheSelectedLine() {
        let column = GridBehavior(configuration: Self.configuration(rows: 2), frame: Self.frame)
        #expect(column.selection(position: 3, target: 3) == 6)
        let row = GridBehavior(configuration: Self.configuration(rows: 2, fill: .row), frame: Self.frame)
        #expect(row.selection(position: 3, target: 3) == 3)
    }

    @Test func keysDragAndEndMoveByLines() {
        var d = Driver(Scenes.single(Self.configuration(rows: 2, count: 15, perView: 1)))
        d.send(.key(.right), at: 0.1)
        d.run(until: 1.5)
        d.drag(from: Point(x: 900, y: 200), to: Point(x: 500, y: 200), start: 1.6, seconds: 0.1)
        d.run(until: 3)
        d.send(.key(.end), at: 3.1)
        d.run(until: 4.5)
        d.send(.key(.home), at: 4.6)
        d.run(until: 6)
        // Line 1 starts with item 2, line 2 with item 4; End selects item 14's line (7), Home line 0.
        #expect(d.selects == [2, 4, 14, 0])
    }

    @Test func startSnapsTheLineThatHoldsTheItem() {
        var c = Self.configuration(rows: 3, count: 12, perView: 1)
        c.start = 7
        let d = Driver(Scenes.single(c))
        // Item 7 is in line 2, whose first item is 6.
        #expect(d.engine.selection(carouselID: c.id) == 6)
    }

    @Test func theVerticalAxisSplitsLinesIntoColumns() {
        let horizontal = GridBehavior(configuration: Self.configuration(rows: 2), frame: Self.frame)
        let vertical = GridBehavior(
            configuration: Scenes.transposed(Self.configuration(rows: 2)),
            frame: Rect(x: 0, y: 0, width: 400, height: 1280))
        let h = horizontal.cards(at: 1.5, target: 1, dragging: false, settling: false)
        let v = vertical.cards(at: 1.5, target: 1, dragging: false, settling: false)
        #expect(h.map(\.item) == v.map(\.item))
        #expect(zip(h, v).allSatisfy { Self.close($0.rect.x, $1.rect.y) && Self.close($0.rect.y, $1.rect.x) })
    }

    @Test func cardsPerFrameDoNotGrowWithTheItemCount() {
        for rows in [2, 8] {
            let c = Self.configuration(rows: rows, count: 10_000_000, perView: 50)
            let b = GridBehavior(configuration: c, frame: Self.frame)
            let cards = b.cards(at: 600_000.5, target: 600_000, dragging: false, settling: false)
            #expect(!cards.isEmpty && cards.count <= 65 * rows)
        }
    }

    @Test func anAutoSlotHoldsEveryRowOfPageSizeCells() {
        var c = Self.configuration(rows: 3)
        c.pageSize = Size(width: 200, height: 100)
        c.indicators = false
        // Three cells of 100 and two gaps of 16, plus the insets 8 + 8.
        let expected: Double = 3 * 100 + 2 * 16 + 8 + 8
        #expect(Self.close(SceneLayout.contentLength(of: c, along: .rows) ?? 0, expected))
    }
}
