import CarouselScript
import Testing

@testable import CarouselEngine

/// Synced carousels (docs/engine.md, "Synced carousels"): a main paging carousel and a thumbnail
/// strip (`sync = "main"`, five per view) in two rows of a 1280 x 800 window, on both axes.
@Suite struct SyncTests {
    static let count = 6

    /// The pair; `axis` for both, the main one auto-scrolling every `interval` seconds when given.
    static func scene(axis: Axis = .horizontal, interval: Double? = nil, start: Int = 0, infinite: Bool = false)
        -> SceneConfiguration
    {
        var main = Scenes.carousel("main", axis: axis, infinite: infinite, count: count)
        main.auto = interval.map { Scenes.auto(interval: $0, resumeAfter: 2, hover: false) }
        main.start = start
        var strip = Scenes.carousel("thumbs", axis: axis, count: count)
        strip.paging = PagingLayout(perView: 5, align: .center, scrollBy: .items(1), contain: false)
        strip.sync = "main"
        let size = axis == .horizontal ? Size(width: 1280, height: 800) : Size(width: 800, height: 1280)
        return SceneConfiguration(
            windowSize: size, layout: axis == .horizontal ? .rows : .columns, carousels: [main, strip])
    }

    static func selections(_ driver: Driver) -> [Int] { driver.engine.frames().map(\.selection) }

    /// The centre of the strip's card showing `item`.
    static func thumbCenter(_ driver: Driver, item: Int) throws -> Point {
        let card = try #require(driver.engine.frames()[1].cards.first { $0.item == item })
        return Point(x: card.rect.x + card.rect.width / 2, y: card.rect.y + card.rect.height / 2)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theStripStartsOnTheMainCarouselsItem(axis: Axis) {
        let driver = Driver(Self.scene(axis: axis, start: 4))
        #expect(Self.selections(driver) == [4, 4])
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func autoScrollMovesTheStripInTheSameStep(axis: Axis) {
        var driver = Driver(Self.scene(axis: axis, interval: 3))
        // The countdown runs at rest from t = 0; the tick at `interval` commits the main carousel
        // to item 1, and the coupling moves the strip in that same fixed step.
        driver.run(until: 3 - 0.02)
        #expect(Self.selections(driver) == [0, 0])
        driver.run(until: 3 + 1.0 / 60)
        #expect(Self.selections(driver) == [1, 1])
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func clickingAThumbnailDrivesTheMainCarousel(axis: Axis) throws {
        var driver = Driver(Self.scene(axis: axis, interval: 3))
        driver.run(until: 1)
        // Item 2 is the last one wholly in view of a strip of five centred on item 0.
        driver.tap(try Self.thumbCenter(driver, item: 2), at: 1)
        driver.run(until: 1.1)
        #expect(Self.selections(driver) == [2, 2])
        // A user interaction with the strip pauses the main auto-scroll: it waits resume-after (2 s)
        // from the release, then a whole interval (3 s), so nothing moves before t = 1.05 + 5.
        driver.run(until: 6.0)
        #expect(Self.selections(driver) == [2, 2])
        driver.run(until: 1.05 + 2 + 3 + 2.0 / 60)
        #expect(Self.selections(driver) == [3, 3])
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func draggingTheStripByOneStrideMovesTheMainCarousel(axis: Axis)
        throws
    {
        var driver = Driver(Self.scene(axis: axis))
        let from = try Self.thumbCenter(driver, item: 0)
        let next = try Self.thumbCenter(driver, item: 1)
        // Drag back by one card stride (to where item 1 was, mirrored), slowly: the release passes
        // half a stride without velocity, so the strip goes to item 1 and the main one follows.
        let to = Point(x: from.x - (next.x - from.x), y: from.y - (next.y - from.y))
        driver.drag(from: from, to: to, start: 0.5, seconds: 1.2, steps: 12, hold: 0.3)
        driver.run(until: 3)
        #expect(Self.selections(driver) == [1, 1])
        #expect(driver.engine.frames().allSatisfy { $0.phase == .idle })
    }

    @Test func keysOnTheMainCarouselMoveTheStripAndKeysOnTheStripMoveTheMain() {
        var driver = Driver(Self.scene())
        driver.engine.focus(carouselID: "main")
        driver.send(.key(.right), at: 0.1)
        driver.run(until: 0.2)
        #expect(Self.selections(driver) == [1, 1])
        driver.engine.focus(carouselID: "thumbs")
        driver.send(.key(.end), at: 0.3)
        driver.run(until: 0.4)
        #expect(Self.selections(driver) == [Self.count - 1, Self.count - 1])
    }

    @Test func aLoopingMainCarouselTakesTheShortWayAndTheStripFollows() {
        var driver = Driver(Self.scene(infinite: true))
        driver.engine.focus(carouselID: "main")
        driver.send(.key(.left), at: 0.1)
        driver.run(until: 2)
        #expect(Self.selections(driver) == [Self.count - 1, Self.count - 1])
    }

    @Test func pressingTheStripHoldsTheMainAutoScroll() throws {
        var driver = Driver(Self.scene(interval: 3))
        let point = try Self.thumbCenter(driver, item: 0)
        driver.send(.pointerDown(point), at: 2.5)
        driver.run(until: 4)
        #expect(Self.selections(driver) == [0, 0])
        #expect(driver.engine.carousels[0].auto.isRunning == false)
    }

    @Test func linksSkipWhatTheRulesForbid() {
        var scene = Self.scene()
        scene.carousels[1].itemCount = 5
        #expect(Engine(scene: scene).syncLinks.isEmpty)
        scene = Self.scene()
        scene.carousels[1].sync = "thumbs"
        #expect(Engine(scene: scene).syncLinks.isEmpty)
        scene = Self.scene()
        scene.carousels[0].kind = .marquee
        #expect(Engine(scene: scene).syncLinks.isEmpty)
        #expect(Engine(scene: Self.scene()).syncLinks == [SyncLink(follower: 1, leader: 0, agreed: 0)])
    }

    @Test func aReloadKeepsTheLinkAndALiveKindChangeRebuildsIt() {
        var driver = Driver(Self.scene())
        driver.engine.focus(carouselID: "main")
        driver.send(.key(.right), at: 0.1)
        driver.run(until: 1)
        driver.engine.reload(Self.scene())
        #expect(Self.selections(driver) == [1, 1])
        #expect(driver.engine.syncLinks == [SyncLink(follower: 1, leader: 0, agreed: 1)])
        // K cycles the focused main carousel's kind: paging -> stack, which cannot sync.
        driver.send(.change(.kind), at: 1.1)
        #expect(driver.engine.carousels[0].config.kind == .stack)
        #expect(driver.engine.syncLinks.isEmpty)
    }

    /// 10,000 random events (drags, taps, keys with Tab between the two, wheel, hovers, resizes and
    /// idle gaps in which the main carousel auto-scrolls), per axis and loop: the selections are
    /// always valid, and whenever both carousels are at rest they agree.
    @Test(arguments: [(Axis.horizontal, false), (.vertical, false), (.horizontal, true), (.vertical, true)])
    func randomInputNeverLeavesThePairDisagreeingAtRest(axis: Axis, infinite: Bool) {
        let scene = Self.scene(axis: axis, interval: 1, infinite: infinite)
        let script = RandomInput.script(
            seed: 0x5_1AC_0000 &+ (axis == .vertical ? 1 : 0) &+ (infinite ? 2 : 0), count: 10_000,
            size: scene.windowSize)
        var driver = Driver(scene)
        var problems: [String] = []
        var rests = 0
        let steps = script.steps.filter { $0.input != nil }
        for (index, step) in steps.enumerated() {
            guard let input = step.input else { continue }
            driver.send(input, at: step.time)
            driver.run(until: step.time)
            let selections = Self.selections(driver)
            if !selections.allSatisfy({ (0..<Self.count).contains($0) }) {
                problems.append("t=\(step.time): selections \(selections)")
            }
            let next = index + 1 < steps.count ? steps[index + 1].time : step.time + 1
            let still = driver.engine.carousels.allSatisfy { $0.phase == .idle && $0.press == nil }
            if still, next - step.time > 0.11 {
                driver.run(until: step.time + 0.1)
                if driver.engine.carousels.allSatisfy({ $0.phase == .idle && $0.press == nil }) {
                    rests += 1
                    let now = Self.selections(driver)
                    if now[0] != now[1] { problems.append("t=\(step.time): at rest on \(now)") }
                }
            }
            if problems.count > 5 { break }
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(rests > 100, "only \(rests) rests")
    }
}
