import Testing

@testable import CarouselEngine

/// Several items per view (docs/engine.md, "Several items per view"): every expected value is
/// computed here from the formulas written there, in a 1280 × 400 frame with insets 20 / 20 along
/// the axis (region R0 = 20, R = 1240) and spacing s = 16.
@Suite struct PagingLayoutTests {
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 400)
    static let r0 = 20.0, region = 1240.0, s = 16.0

    static func configuration(
        perView: Double, align: SnapAlign = .center, scrollBy: ScrollStep = .items(1), contain: Bool = false,
        count: Int = 12, infinite: Bool = false, axis: Axis = .horizontal
    ) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .paging, axis: axis, infinite: infinite, count: count)
        c.paging = PagingLayout(perView: perView, align: align, scrollBy: scrollBy, contain: contain)
        return c
    }

    /// `L = (R − s·(⌈p⌉ − 1)) / p`.
    static func length(_ p: Double) -> Double { (region - s * (p.rounded(.up) - 1)) / p }

    /// `a`: 0, (R − L) / 2, R − L.
    static func offset(_ align: SnapAlign, _ l: Double) -> Double {
        switch align {
        case .start: return 0
        case .center: return (region - l) / 2
        case .end: return region - l
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test(arguments: [1.0, 2.0, 2.5, 3.0, 4.3, 7.75])
    func perViewItemsFillTheRegionExactly(perView p: Double) {
        let g = PagingGeometry(configuration: Self.configuration(perView: p), frame: Self.frame)
        let l = Self.length(p)
        #expect(Self.close(g.pageLength, l) && Self.close(g.stride, l + Self.s))
        // ⌊p⌋ strides plus the fraction of one item (or p strides minus one gap) make R.
        let whole = p.rounded(.down)
        let covered = p == whole ? p * g.stride - Self.s : whole * g.stride + (p - whole) * l
        #expect(Self.close(covered, Self.region))
    }

    @Test(arguments: SnapAlign.allCases)
    func theSelectedItemRestsAtItsAlignment(align: SnapAlign) {
        let p = 2.5
        let c = Self.configuration(perView: p, align: align)
        let b = PagingBehavior(configuration: c, frame: Self.frame)
        let l = Self.length(p)
        let cards = b.cards(at: 3, target: 3, dragging: false, settling: false)
        let selected = cards.first { $0.item == 3 }
        #expect(Self.close(selected?.rect.x ?? -1, Self.r0 + Self.offset(align, l)))
        // Item k spans R0 + a + (k − x)·S: every drawn card one stride after the previous one.
        for (previous, next) in zip(cards, cards.dropFirst()) {
            #expect(Self.close(next.rect.x - previous.rect.x, l + Self.s))
            #expect(next.item == previous.item + 1)
        }
    }

    @Test func theVerticalAxisIsTheTransposedHorizontalOne() {
        let horizontal = PagingBehavior(
            configuration: Self.configuration(perView: 3.5, align: .start), frame: Self.frame)
        let vertical = PagingBehavior(
            configuration: Scenes.transposed(Self.configuration(perView: 3.5, align: .start)),
            frame: Rect(x: 0, y: 0, width: 400, height: 1280))
        for position in [0.0, 0.4, 2.0, 5.75] {
            let h = horizontal.cards(at: position, target: 0, dragging: false, settling: false)
            let v = vertical.cards(at: position, target: 0, dragging: false, settling: false)
            #expect(h.map(\.item) == v.map(\.item))
            #expect(
                zip(h, v).allSatisfy {
                    Self.close($0.rect.x, $1.rect.y) && Self.close($0.rect.width, $1.rect.height)
                        && Self.close($0.rect.y, $1.rect.x)
                })
        }
    }

    @Test func containmentFollowsTheFormulas() throws {
        // The continue-watching row: p = 4.3, align start, n = 12.
        let c = Self.configuration(perView: 4.3, align: .start, contain: true)
        let g = PagingGeometry(configuration: c, frame: Self.frame)
        let box = try #require(g.containment)
        let l = Self.length(4.3), stride = l + Self.s
        let hi = 11 + (0 + l - Self.region) / stride
        #expect(Self.close(box.low, 0) && Self.close(box.high, hi))
        #expect(box.targets == 0...Int(hi.rounded(.up)))
        #expect(Self.close(box.restingPosition(8), hi) && box.restingPosition(3) == 3)
        // At the last target the last item's trailing edge is on the region's end.
        let b = PagingBehavior(configuration: c, frame: Self.frame)
        let last = b.cards(at: hi, target: 8, dragging: false, settling: false).first { $0.item == 11 }
        #expect(Self.close(last?.rect.maxX ?? 0, Self.r0 + Self.region))
    }

    @Test func centredContainmentTrimsTheFirstTargetsToo() throws {
        let c = Self.configuration(perView: 3, align: .center, contain: true)
        let box = try #require(PagingGeometry(configuration: c, frame: Self.frame).containment)
        let l = Self.length(3), stride = l + Self.s
        let lo = (Self.region - l) / 2 / stride
        let hi = 11 + ((Self.region - l) / 2 + l - Self.region) / stride
        #expect(Self.close(box.low, lo) && Self.close(box.high, hi))
        #expect(box.targets.lowerBound == Int((lo + 1e-9).rounded(.down)))
    }

    @Test func itemsThatAllFitRestAtTheirAlignment() throws {
        // n = 3 at 4 per view: hi < lo, one resting place: lo (start), hi (end), the midpoint (center).
        let l = Self.length(4), stride = l + Self.s
        for align in SnapAlign.allCases {
            let c = Self.configuration(perView: 4, align: align, contain: true, count: 3)
            let box = try #require(PagingGeometry(configuration: c, frame: Self.frame).containment)
            let a = Self.offset(align, l)
            let lo = a / stride, hi = 2 + (a + l - Self.region) / stride
            #expect(hi < lo)
            let rest = align == .start ? lo : (align == .end ? hi : (lo + hi) / 2)
            #expect(Self.close(box.low, rest) && box.low == box.high && box.targets.count == 1)
        }
    }

    @Test func containIsIgnoredByTheEngineOnALoop() {
        let c = Self.configuration(perView: 3, align: .start, contain: true, infinite: true)
        #expect(PagingGeometry(configuration: c, frame: Self.frame).containment == nil)
    }

    @Test func aLoopWithFewerItemsThanFillTheFrameDrawsCopies() {
        let b = PagingBehavior(
            configuration: Self.configuration(perView: 4.3, align: .start, count: 2, infinite: true),
            frame: Self.frame)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // Items 0, 1, 0, 1, 0 (the fifth partly) and the one peeking before item 0.
        #expect(cards.map(\.item) == [1, 0, 1, 0, 1, 0])
        for (previous, next) in zip(cards, cards.dropFirst()) {
            #expect(Self.close(next.rect.x - previous.rect.maxX, Self.s))
        }
    }

    @Test func scrollByPageMovesTheWholeItemsInView() {
        #expect(PagingLayout(perView: 4.3, scrollBy: .page).step == 4)
        #expect(PagingLayout(perView: 1, scrollBy: .page).step == 1)
        #expect(PagingLayout(perView: 2.5, scrollBy: .items(3)).step == 3)
        let b = PagingBehavior(
            configuration: Self.configuration(perView: 4.3, scrollBy: .page), frame: Self.frame)
        func target(_ position: Double, _ velocity: Double, start: Int = 0) -> Int {
            b.releaseTarget(
                ReleaseInput(
                    position: position, anchorPosition: Double(start), startTarget: start,
                    pointerVelocity: velocity, contentVelocity: -velocity / b.stride))
        }
        #expect(target(0.3, -300) == 4)
        #expect(target(3.7, 300, start: 4) == 0)
        #expect(target(4.2, 0, start: 4) == 4)
        #expect(target(4.6, 0, start: 4) == 5)
    }

    @Test func keysAndAutoScrollMoveByTheStepAndStopAtTheLastTarget() {
        var c = Self.configuration(perView: 4.3, align: .start, scrollBy: .page, contain: true)
        c.explicitFrame = Self.frame
        var driver = Driver(Scenes.single(c))
        driver.engine.focus(carouselID: "c")
        var time = 0.0
        var selections: [Int] = []
        for _ in 0..<3 {
            driver.send(.key(.right), at: time)
            time += 2
            driver.run(until: time)
            selections.append(driver.engine.selection(carouselID: "c") ?? -1)
        }
        // Targets 0…8: 4, 8, then 8 again (contained).
        #expect(selections == [4, 8, 8])
        let frame = driver.engine.frames()[0]
        let last = frame.cards.first { $0.item == 11 }
        #expect(Self.close(last?.rect.maxX ?? 0, Self.r0 + Self.region))
    }

    @Test(arguments: CarouselKind.allCases)
    func startSelectsItsItemAtLaunchForEveryKind(kind: CarouselKind) {
        var c = Scenes.carousel(kind: kind, count: 7)
        c.start = 4
        let driver = Driver(Scenes.single(c))
        #expect(driver.engine.selection(carouselID: "c") == 4)
        let frame = driver.engine.frames()[0]
        #expect(frame.selection == 4 && frame.phase == (kind == .marquee ? frame.phase : .idle))
    }

    @Test func startOnAContainedCarouselRestsOnItsNearestTarget() {
        var c = Self.configuration(perView: 4.3, align: .start, contain: true)
        c.start = 11
        c.explicitFrame = Self.frame
        let driver = Driver(Scenes.single(c))
        #expect(driver.engine.selection(carouselID: "c") == 8)
        let hi = 11 + (Self.length(4.3) - Self.region) / (Self.length(4.3) + Self.s)
        #expect(Self.close(driver.engine.frames()[0].progress, hi))
    }
}
