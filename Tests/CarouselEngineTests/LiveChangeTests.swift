import Testing
@testable import CarouselEngine

/// The demo's toggles at the engine: A (`.change(.axis)`), I (`.change(.infinite)`), K
/// (`.change(.kind)`) and Space (`.key(.space)`) each change one thing of the focused carousel
/// and undo none of the others, nor anything of another carousel.
@Suite struct LiveChangeTests {
    static func config(_ d: Driver, _ id: String = "c") -> CarouselConfiguration? {
        d.engine.scene.carousels.first { $0.id == id }
    }

    static func frame(_ d: Driver, _ id: String) -> CarouselFrame? {
        d.engine.frames().first { $0.id == id }
    }

    static func selects(_ d: Driver, _ id: String) -> [Int] {
        d.events.compactMap { event in
            if case .select(id, let index) = event.event { return index }
            return nil
        }
    }

    // MARK: Space's on/off state survives A, I and K

    @Test(arguments: CarouselChange.allCases)
    func aChangeKeepsAutoScrollOffAfterSpace(change: CarouselChange) {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(interval: 1))))
        d.send(.key(.space), at: 0.1)
        d.send(.change(change), at: 0.2)
        d.run(until: 5)
        #expect(d.frame.autoEnabled == false, "\(change) switched auto-scroll back on")
        #expect(d.selects.isEmpty, "\(change): auto-scroll paged to \(d.selects)")
    }

    @Test(arguments: CarouselChange.allCases)
    func aChangeKeepsAutoScrollOnThatSpaceTurnedOn(change: CarouselChange) {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5)))  // no [auto] table: off at start
        d.send(.key(.space), at: 0.1)
        d.send(.change(change), at: 0.2)
        d.run(until: 4)
        #expect(d.frame.autoEnabled, "\(change) switched auto-scroll off")
        #expect(d.frame.progress > 0.5, "\(change): no auto-scroll page by 4 s (progress \(d.frame.progress))")
    }

    @Test func aMarqueeReachedWithAutoScrollOffStandsStill() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto())))
        d.send(.key(.space), at: 0.1)
        d.send(.change(.kind), at: 0.2)  // stack
        d.send(.change(.kind), at: 0.3)  // marquee
        d.run(until: 1)
        #expect(d.frame.kind == .marquee)
        #expect(d.frame.autoEnabled == false)
        let before = d.frame.progress
        d.run(until: 3)
        #expect(d.frame.progress == before, "the marquee drifts with auto-scroll off")
        #expect(d.frame.phase == .idle)
    }

    @Test func aDriftingMarqueeTurnedFocusKeepsAutoScrollOn() {
        // The marquee drifts (auto-scroll on without a table); K makes it focus, still on, and
        // Space then turns it off: nothing pages after.
        var d = Driver(Scenes.single(Scenes.carousel(kind: .marquee, count: 5)))
        d.run(until: 0.5)
        d.send(.change(.kind), at: 0.5)
        d.run(until: 0.55)
        #expect(d.frame.kind == .focus)
        #expect(d.frame.autoEnabled, "K from a drifting marquee switched auto-scroll off")
        d.send(.key(.space), at: 0.6)
        d.run(until: 5)
        #expect(d.frame.autoEnabled == false)
        #expect(d.selects.isEmpty, "auto-scroll paged to \(d.selects) after Space")
    }

    // MARK: I survives K

    @Test(arguments: [false, true])
    func aKindRoundTripKeepsTheInfiniteSetting(infinite: Bool) {
        var d = Driver(Scenes.single(Scenes.carousel(infinite: !infinite, count: 5)))
        d.send(.change(.infinite), at: 0.1)
        for k in 0..<4 { d.send(.change(.kind), at: 0.2 + 0.1 * Double(k)) }
        #expect(Self.config(d)?.kind == .paging)
        #expect(Self.config(d)?.infinite == infinite, "K round trip turned infinite \(infinite ? "off" : "on")")
        d.send(.key(.left), at: 1)
        d.run(until: 3)
        // From item 0, Left wraps to the last item only when infinite.
        #expect(d.frame.selection == (infinite ? 4 : 0))
    }

    @Test(arguments: [CarouselKind.stack, .marquee])
    func aStackOrMarqueeLoopsWhateverInfiniteSaysAndKeepsIt(kind: CarouselKind) {
        var d = Driver(Scenes.single(Scenes.carousel(infinite: false, count: 5)))
        let presses = kind == .stack ? 1 : 2
        for k in 0..<presses { d.send(.change(.kind), at: 0.1 + 0.1 * Double(k)) }
        #expect(Self.config(d)?.kind == kind)
        #expect(Self.config(d)?.infinite == false, "K to \(kind) turned infinite on")
        d.send(.key(.left), at: 1)
        d.run(until: 3)
        #expect(d.frame.selection == 4, "\(kind) does not loop")
    }

    @Test func infiniteOnAStackIsKeptForWhenItIsPagingAgain() {
        var d = Driver(Scenes.single(Scenes.carousel(kind: .stack, infinite: true, count: 5)))
        d.send(.change(.infinite), at: 0.1)  // off: the stack still loops
        d.send(.key(.left), at: 0.2)
        d.run(until: 1.5)
        #expect(d.frame.selection == 4, "the stack stopped looping with infinite off")
        d.send(.change(.kind), at: 1.5)  // marquee
        d.send(.change(.kind), at: 1.6)  // focus
        #expect(Self.config(d)?.kind == .focus)
        #expect(Self.config(d)?.infinite == false, "K lost the infinite = off chosen on the stack")
        d.send(.key(.right), at: 2)
        d.run(until: 4)
        // On the last item, Right wraps to the first only when infinite.
        #expect(d.frame.selection == 4)
    }

    // MARK: one setting per change

    @Test(arguments: CarouselChange.allCases)
    func aChangeChangesExactlyOneSetting(change: CarouselChange) {
        let start = Scenes.carousel(infinite: false, count: 5, auto: Scenes.auto())
        var d = Driver(Scenes.single(start))
        d.send(.change(change), at: 0.1)
        guard var after = Self.config(d) else { Issue.record("no carousel"); return }
        switch change {
        case .axis: #expect(after.axis == .vertical); after.axis = start.axis
        case .infinite: #expect(after.infinite); after.infinite = start.infinite
        case .kind: #expect(after.kind == .stack); after.kind = start.kind
        }
        #expect(after == start, "\(change) changed more than one setting")
    }

    /// A guard for the new path (a reload kept selections too).
    @Test func aChangeKeepsTheSelection() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5)))
        d.send(.key(.right), at: 0.1)
        d.send(.key(.right), at: 0.2)
        d.run(until: 2)
        for (k, change) in [CarouselChange.axis, .infinite, .kind, .kind, .kind, .kind].enumerated() {
            d.send(.change(change), at: 2 + 0.2 * Double(k))
            d.run(until: 2.1 + 0.2 * Double(k))
            #expect(d.frame.selection == 2, "after \(change)")
        }
    }

    // MARK: other carousels

    @Test(arguments: CarouselChange.allCases)
    func aChangeLeavesTheOtherCarouselsAlone(change: CarouselChange) {
        let a = Scenes.carousel("a", count: 5, auto: Scenes.auto(interval: 1))
        let b = Scenes.carousel("b", count: 5, auto: Scenes.auto(interval: 1))
        var d = Driver(
            SceneConfiguration(windowSize: Size(width: 1280, height: 800), layout: .rows, carousels: [a, b]))
        d.send(.key(.space), at: 0.1)  // a: auto-scroll off
        d.send(.key(.tab), at: 0.2)  // focus b
        d.send(.change(change), at: 0.3)
        d.run(until: 5)
        #expect(Self.frame(d, "a")?.autoEnabled == false, "\(change) on b switched a's auto-scroll on")
        #expect(Self.selects(d, "a").isEmpty)
        #expect(Self.config(d, "a") == a)
        #expect(Self.frame(d, "b")?.focused == true)
        #expect(!Self.selects(d, "b").isEmpty, "b's auto-scroll stopped")
    }

    @Test func aChangeDuringASettleOfAnotherCarouselLetsItFinish() {
        let a = Scenes.carousel("a", count: 5)
        let b = Scenes.carousel("b", count: 5)
        var d = Driver(
            SceneConfiguration(windowSize: Size(width: 1280, height: 800), layout: .rows, carousels: [a, b]))
        d.send(.key(.right), at: 0.1)  // a starts settling to 1
        d.send(.key(.tab), at: 0.15)
        d.send(.change(.axis), at: 0.2)  // on b, mid-settle of a
        d.run(until: 0.25)
        #expect(Self.frame(d, "a")?.phase == .settling, "a's settle was cut short by a change on b")
        d.run(until: 3)
        #expect(Self.frame(d, "a")?.selection == 1)
    }
}
