import Testing

@testable import CarouselEngine

/// `arrows = true`: placement (docs/engine.md, "Arrows": `margin` inside the frame, centred
/// across, previous at the start end unless mirrored), circular hit-testing, disabled at finite
/// ends, and real clicks through the engine on both axes.
@Suite struct NavigationArrowsTests {
    static let frame = Rect(x: 10, y: 40, width: 400, height: 200)

    @Test func horizontalArrowsSitMarginInsideTheFrameOnItsCentreLine() throws {
        let size = NavigationArrows.size, margin = NavigationArrows.margin
        let previous = try #require(NavigationArrows.rect(.previous, in: Self.frame, axis: .horizontal))
        let next = try #require(NavigationArrows.rect(.next, in: Self.frame, axis: .horizontal))
        #expect(previous == Rect(x: 10 + margin, y: 40 + 100 - size / 2, width: size, height: size))
        #expect(next == Rect(x: 10 + 400 - margin - size, y: 40 + 100 - size / 2, width: size, height: size))
    }

    @Test func verticalArrowsSitAtTheTopAndBottom() throws {
        let size = NavigationArrows.size, margin = NavigationArrows.margin
        let previous = try #require(NavigationArrows.rect(.previous, in: Self.frame, axis: .vertical))
        let next = try #require(NavigationArrows.rect(.next, in: Self.frame, axis: .vertical))
        #expect(previous == Rect(x: 10 + 200 - size / 2, y: 40 + margin, width: size, height: size))
        #expect(next == Rect(x: 10 + 200 - size / 2, y: 40 + 200 - margin - size, width: size, height: size))
    }

    @Test func mirroringSwapsTheEndsOnlyOnAHorizontalAxis() {
        for side in ArrowSide.allCases {
            let other: ArrowSide = side == .previous ? .next : .previous
            #expect(
                NavigationArrows.rect(side, in: Self.frame, axis: .horizontal, mirrored: true)
                    == NavigationArrows.rect(other, in: Self.frame, axis: .horizontal))
            #expect(
                NavigationArrows.rect(side, in: Self.frame, axis: .vertical, mirrored: true)
                    == NavigationArrows.rect(side, in: Self.frame, axis: .vertical))
        }
    }

    @Test func hitTestingIsTheCircleNotItsBox() throws {
        let next = try #require(NavigationArrows.rect(.next, in: Self.frame, axis: .horizontal))
        #expect(NavigationArrows.side(at: next.center, in: Self.frame, axis: .horizontal) == .next)
        let r = NavigationArrows.size / 2
        let onEdge = Point(x: next.center.x + r, y: next.center.y)
        #expect(NavigationArrows.side(at: onEdge, in: Self.frame, axis: .horizontal) == .next)
        // The box's corner is r·√2 from the centre: outside the circle.
        let corner = Point(x: next.x + 0.5, y: next.y + 0.5)
        #expect(NavigationArrows.side(at: corner, in: Self.frame, axis: .horizontal) == nil)
        #expect(NavigationArrows.side(at: Self.frame.center, in: Self.frame, axis: .horizontal) == nil)
    }

    @Test func aFrameShorterThanTwiceSizePlusMarginHoldsNoArrows() {
        let along = NavigationArrows.minimumMainLength, across = NavigationArrows.minimumCrossLength
        #expect(along == 2 * (36 + 8) && across == 36 + 2 * 8)
        #expect(NavigationArrows.fits(in: Rect(x: 0, y: 0, width: along, height: across), axis: .horizontal))
        #expect(!NavigationArrows.fits(in: Rect(x: 0, y: 0, width: along - 1, height: across), axis: .horizontal))
        #expect(!NavigationArrows.fits(in: Rect(x: 0, y: 0, width: along, height: across - 1), axis: .horizontal))
        #expect(NavigationArrows.rect(.next, in: Rect(x: 0, y: 0, width: 50, height: 50), axis: .vertical) == nil)
    }

    @Test func disabledExactlyAtTheFiniteEnds() {
        let range = 0...4
        #expect(!NavigationArrows.isEnabled(.previous, target: 0, range: range, loops: false))
        #expect(NavigationArrows.isEnabled(.next, target: 0, range: range, loops: false))
        #expect(NavigationArrows.isEnabled(.previous, target: 4, range: range, loops: false))
        #expect(!NavigationArrows.isEnabled(.next, target: 4, range: range, loops: false))
        for target in [0, 4] {
            for side in ArrowSide.allCases {
                #expect(NavigationArrows.isEnabled(side, target: target, range: range, loops: true))
            }
        }
    }

    /// One carousel with arrows filling a 1280 x 800 window, played through real pointer events.
    static func engine(_ kind: CarouselKind, axis: Axis, count: Int, infinite: Bool = false) -> Engine {
        var configuration = Scenes.carousel(kind: kind, axis: axis, infinite: infinite, count: count)
        configuration.arrows = true
        return Engine(scene: Scenes.single(configuration))
    }

    static func click(_ side: ArrowSide, _ engine: inout Engine, at time: Double) throws {
        let arrow = try #require(engine.frames()[0].arrows.first { $0.side == side })
        engine.send(.pointerDown(arrow.rect.center), at: time)
        engine.send(.pointerUp(arrow.rect.center), at: time + 0.05)
        _ = engine.advance(to: time + 2)
    }

    @Test(arguments: [CarouselKind.paging, .focus], [Axis.horizontal, .vertical])
    func clicksPageOnceAndDisableAtTheEnds(kind: CarouselKind, axis: Axis) throws {
        var engine = Self.engine(kind, axis: axis, count: 3)
        _ = engine.advance(to: 0.1)
        var arrows = engine.frames()[0].arrows
        #expect(arrows.map(\.side) == [.previous, .next])
        #expect(arrows.map(\.enabled) == [false, true])
        try Self.click(.previous, &engine, at: 1)
        #expect(engine.frames()[0].selection == 0)
        try Self.click(.next, &engine, at: 4)
        #expect(engine.frames()[0].selection == 1)
        try Self.click(.next, &engine, at: 7)
        #expect(engine.frames()[0].selection == 2)
        arrows = engine.frames()[0].arrows
        #expect(arrows.map(\.enabled) == [true, false])
        try Self.click(.next, &engine, at: 10)
        #expect(engine.frames()[0].selection == 2)
        try Self.click(.previous, &engine, at: 13)
        #expect(engine.frames()[0].selection == 1)
    }

    /// Right to left (docs/engine.md, "Right to left"): the arrows are mirrored with the cards, so
    /// next sits at the left and points left, and clicking where each arrow is drawn does what it
    /// says; the hover point is read in the same mirrored coordinates.
    @Test func rightToLeftDrawsNextAtTheLeftAndClicksWhereItIsDrawn() throws {
        var configuration = Scenes.carousel(kind: .paging, axis: .horizontal, infinite: false, count: 3)
        configuration.arrows = true
        configuration.direction = .rtl
        var engine = Engine(scene: Scenes.single(configuration))
        _ = engine.advance(to: 0.1)
        let arrows = engine.frames()[0].arrows
        let previous = try #require(arrows.first { $0.side == .previous })
        let next = try #require(arrows.first { $0.side == .next })
        #expect(next.rect.x < previous.rect.x)
        #expect(next.pointsTowardsEnd == false && previous.pointsTowardsEnd == true)
        #expect(next.enabled && !previous.enabled)
        engine.send(.hover(next.rect.center), at: 0.2)
        #expect(engine.frames()[0].arrows.first { $0.side == .next }?.hovered == true)
        try Self.click(.next, &engine, at: 1)
        #expect(engine.frames()[0].selection == 1)
        try Self.click(.previous, &engine, at: 4)
        #expect(engine.frames()[0].selection == 0)
    }

    @Test func aLoopNeverDisablesAndWrapsBack() throws {
        var engine = Self.engine(.paging, axis: .horizontal, count: 3, infinite: true)
        _ = engine.advance(to: 0.1)
        #expect(engine.frames()[0].arrows.allSatisfy { $0.enabled })
        try Self.click(.previous, &engine, at: 1)
        #expect(engine.frames()[0].selection == 2)
    }

    @Test func pressedWhileHeldHoveredUnderThePointerAndAReleaseElsewhereDoesNothing() throws {
        var engine = Self.engine(.paging, axis: .horizontal, count: 3)
        _ = engine.advance(to: 0.1)
        let next = try #require(engine.frames()[0].arrows.last)
        engine.send(.hover(next.rect.center), at: 0.2)
        #expect(engine.frames()[0].arrows.map(\.hovered) == [false, true])
        engine.send(.pointerDown(next.rect.center), at: 0.3)
        #expect(engine.frames()[0].arrows.map(\.pressed) == [false, true])
        #expect(engine.frames()[0].arrows.map(\.hovered) == [false, false])
        engine.send(.pointerMove(Point(x: 200, y: 150)), at: 0.4)
        engine.send(.pointerUp(Point(x: 200, y: 150)), at: 0.5)
        _ = engine.advance(to: 2)
        #expect(engine.frames()[0].selection == 0)
        #expect(engine.frames()[0].arrows.map(\.pressed) == [false, false])
    }

    @Test func aMarqueeOrASingleItemDrawsNoArrows() {
        var marquee = Self.engine(.marquee, axis: .horizontal, count: 5)
        _ = marquee.advance(to: 0.1)
        #expect(marquee.frames()[0].arrows.isEmpty)
        var single = Self.engine(.paging, axis: .horizontal, count: 1)
        _ = single.advance(to: 0.1)
        #expect(single.frames()[0].arrows.isEmpty)
    }

    /// WCAG 2.5.8: each arrow's circle holds a 24 x 24-point square around its centre.
    @Test func eachArrowHasATwentyFourPointTarget() throws {
        for side in ArrowSide.allCases {
            let center = try #require(NavigationArrows.rect(side, in: Self.frame, axis: .horizontal)).center
            for dx in [-12.0, 0, 12] {
                for dy in [-12.0, 0, 12] {
                    let point = Point(x: center.x + dx, y: center.y + dy)
                    #expect(NavigationArrows.side(at: point, in: Self.frame, axis: .horizontal) == side)
                }
            }
        }
    }
}
