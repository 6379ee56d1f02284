import Testing

@testable import CarouselEngine

/// Thumbnail strips (``ThumbView``, docs/engine.md "Thumbnail strips"): a main carousel of ten
/// items and a strip that follows it, four thumbnails per view, start-aligned, its view scrolled
/// only as far as keeps the selected thumbnail whole in view and never past either end.
@Suite struct ThumbStripTests {
    static let count = 10
    /// The strip's main-axis insets (``Scenes/carousel``: 20 leading and trailing, 8 top and
    /// bottom): the region is the frame minus these.
    static func inset(_ axis: Axis) -> Double { axis == .horizontal ? 20 : 8 }

    static func scene(axis: Axis = .horizontal, direction: LayoutDirection = .ltr, loops: Bool = false)
        -> SceneConfiguration
    {
        let main = Scenes.carousel("main", axis: axis, count: count)
        var strip = Scenes.carousel("thumbs", axis: axis, infinite: loops, count: count)
        strip.paging = PagingLayout(perView: 4, align: .start, scrollBy: .items(1), contain: false)
        strip.paging.thumbs = true
        strip.sync = "main"
        strip.direction = direction
        let size = axis == .horizontal ? Size(width: 1280, height: 800) : Size(width: 800, height: 1280)
        return SceneConfiguration(
            windowSize: size, layout: axis == .horizontal ? .rows : .columns, carousels: [main, strip])
    }

    static func strip(_ driver: Driver) -> CarouselFrame { driver.engine.frames()[1] }

    /// The strip card showing `item` (the one nearest the region when a loop draws copies).
    static func card(_ driver: Driver, _ item: Int) throws -> CardPlacement {
        try #require(strip(driver).cards.first { $0.item == item })
    }

    /// Points from the region's leading edge to `item`'s leading edge, read along the reading
    /// direction (a right-to-left strip leads from the right).
    static func leadingGap(_ driver: Driver, _ item: Int, rtl: Bool = false) throws -> Double {
        let frame = strip(driver)
        let rect = try card(driver, item).rect
        let axis = frame.axis
        if rtl {
            return ((frame.frame.mainStart(axis) + frame.frame.mainLength(axis)) - inset(axis))
                - (rect.mainStart(axis) + rect.mainLength(axis))
        }
        return rect.mainStart(axis) - (frame.frame.mainStart(axis) + inset(axis))
    }

    /// Points from `item`'s trailing edge to the region's trailing edge.
    static func trailingGap(_ driver: Driver, _ item: Int, rtl: Bool = false) throws -> Double {
        let frame = strip(driver)
        let rect = try card(driver, item).rect
        let axis = frame.axis
        if rtl { return rect.mainStart(axis) - (frame.frame.mainStart(axis) + inset(axis)) }
        return ((frame.frame.mainStart(axis) + frame.frame.mainLength(axis)) - inset(axis))
            - (rect.mainStart(axis) + rect.mainLength(axis))
    }

    /// Selects `item` on the main carousel (as its dots do) and lets both settle.
    static func select(_ item: Int, _ driver: inout Driver, at time: Double) {
        driver.engine.select(item: item, carouselID: "main", at: time)
        driver.run(until: time + 2)
        #expect(driver.engine.frames().map(\.selection) == [item, item])
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theEndsAreFlushAtTheFirstAndLastItem(axis: Axis) throws {
        var driver = Driver(Self.scene(axis: axis))
        #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
        Self.select(Self.count - 1, &driver, at: 0.5)
        #expect(abs(try Self.trailingGap(driver, Self.count - 1)) < 0.01)
        Self.select(0, &driver, at: 3)
        #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
    }

    @Test func aRightToLeftStripIsFlushAtItsReadingEnds() throws {
        var driver = Driver(Self.scene(direction: .rtl))
        #expect(abs(try Self.leadingGap(driver, 0, rtl: true)) < 0.01)
        Self.select(Self.count - 1, &driver, at: 0.5)
        #expect(abs(try Self.trailingGap(driver, Self.count - 1, rtl: true)) < 0.01)
        Self.select(0, &driver, at: 3)
        #expect(abs(try Self.leadingGap(driver, 0, rtl: true)) < 0.01)
    }

    @Test func theStripScrollsOnlyAsFarAsTheSelectedThumbNeeds() throws {
        var driver = Driver(Self.scene())
        let stride = try Self.card(driver, 1).rect.x - Self.card(driver, 0).rect.x
        // Items 0 to 3 are in view: selecting 3 does not scroll.
        Self.select(3, &driver, at: 0.5)
        #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
        // Item 4 is not: the strip scrolls one stride, item 4 ending at the trailing edge.
        Self.select(4, &driver, at: 3)
        #expect(abs(try Self.trailingGap(driver, 4)) < 0.01)
        #expect(abs(try Self.leadingGap(driver, 1)) < 0.01)
        // Back to 2, still in view (1 to 4): nothing moves.
        Self.select(2, &driver, at: 6)
        #expect(abs(try Self.leadingGap(driver, 1)) < 0.01)
        // Back to 0: one stride back, item 0 at the leading edge.
        Self.select(0, &driver, at: 9)
        #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
        #expect(stride > 0)
    }

    @Test func clickingAVisibleThumbSelectsItWithoutScrolling() throws {
        var driver = Driver(Self.scene())
        let card = try Self.card(driver, 3)
        #expect(card.tappable)
        driver.tap(Point(x: card.rect.x + card.rect.width / 2, y: card.rect.y + card.rect.height / 2), at: 0.5)
        driver.run(until: 2.5)
        #expect(driver.engine.frames().map(\.selection) == [3, 3])
        #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
    }

    @Test func aClickOnThePartlyShownLastThumbSelectsItAndScrollsItFlush() throws {
        var driver = Driver(Self.scene())
        Self.select(Self.count - 2, &driver, at: 0.5)
        // Item 8 ends at the trailing edge (items 5 to 8 in view); item 9 peeks into the inset.
        #expect(abs(try Self.trailingGap(driver, Self.count - 2)) < 0.01)
        let card = try Self.card(driver, Self.count - 1)
        let frame = Self.strip(driver).frame
        #expect(card.tappable && card.rect.x < frame.x + frame.width)
        let x = (card.rect.x + frame.x + frame.width) / 2
        driver.tap(Point(x: x, y: card.rect.y + card.rect.height / 2), at: 3)
        driver.run(until: 5)
        #expect(driver.engine.frames().map(\.selection) == [Self.count - 1, Self.count - 1])
        #expect(abs(try Self.trailingGap(driver, Self.count - 1)) < 0.01)
    }

    @Test func draggingTheStripNeverShowsSpaceBeforeTheFirstThumb() throws {
        var driver = Driver(Self.scene())
        let from = try Self.card(driver, 1).rect
        let start = Point(x: from.x + from.width / 2, y: from.y + from.height / 2)
        // Pull the strip towards its start (content moves right): the view stays at 0 throughout.
        driver.send(.pointerDown(start), at: 0.5)
        for step in 1...6 {
            driver.send(.pointerMove(Point(x: start.x + 40 * Double(step), y: start.y)), at: 0.5 + 0.1 * Double(step))
            #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
        }
        driver.send(.pointerUp(Point(x: start.x + 240, y: start.y)), at: 1.4)
        driver.run(until: 3)
        #expect(abs(try Self.leadingGap(driver, 0)) < 0.01)
        #expect(driver.engine.frames().map(\.selection) == [0, 0])
    }

    @Test func aLoopingStripKeepsSnappingAtItsAlignment() throws {
        var driver = Driver(Self.scene(loops: true))
        #expect(driver.engine.carousels[1].thumbs == nil)
        Self.select(Self.count - 1, &driver, at: 0.5)
        // A loop has no ends: the selected thumb rests at the start, its successors after it.
        #expect(abs(try Self.leadingGap(driver, Self.count - 1)) < 0.01)
    }

    @Test func theViewFollowsTheRuleAtEveryStep() {
        let geometry = PagingGeometry(
            configuration: Self.scene().carousels[1], frame: Rect(x: 0, y: 0, width: 1280, height: 200))
        var view = ThumbView(geometry: geometry, count: Self.count, position: 0)
        // Four per view: slack 3 strides, last view 6.
        #expect(abs(view.slack - 3) < 1e-9 && abs(view.high - 6) < 1e-9)
        for position in stride(from: 0.0, through: 9.0, by: 0.25) {
            view.follow(position, target: position, dragging: false)
            #expect(view.view >= 0 && view.view <= view.high)
            #expect(view.view <= position + 1e-9 && view.view >= position - view.slack - 1e-9)
        }
        #expect(view.view == view.high)
    }
}
