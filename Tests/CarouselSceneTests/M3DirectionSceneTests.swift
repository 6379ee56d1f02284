import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Material 3 right to left, horizontal, at rest on item 0: masks, content rectangles and clips
/// are those of left to right mirrored about the frame's centre line `x = 200` (`x' = 400 − x − w`).
///
/// Expected lengths come from docs/engine.md ("Material 3 keylines") for the fixture region
/// `R = 360` (x 20...380), `g = 16`, small items within [40, 56]:
/// - multi-browse, preferred 144: `L* = 144, S* = 48, M* = 96`; large counts 3 down to 1; the
///   first fit with cost 0 is `l = 2, m = 0, s = 1`: `W = 360 − 2·16 = 328`, the small clamps to
///   40, `L = (328 − 40)/2 = 144`. Keylines `[144, 144, 40]`, nothing before the focal range, so
///   the start list is the middle one: masks at x 20, 180, 340 (centres 92, 252, 360).
/// - hero start, preferred 250: `S = clamp(360 − 250 − 16) = 56`, `L = 360 − 56 − 16 = 288`:
///   masks x 20 (288 long) and 324 (56 long, centre 352).
/// - hero center, preferred 250: `S = clamp((360 − 250)/2 − 16) = 40`, `L = 360 − 2·56 = 248`;
///   the start list `[248, 40, 40]`: masks x 20, 284 (centre 304), 340 (centre 360).
/// The content is `L` long and centred on its mask.
@Suite struct M3DirectionSceneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let settings: M3Settings
        let large: Double
        /// (mask x, mask length) per item, left to right.
        let masks: [(x: Double, length: Double)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "multi-browse", settings: M3Settings(layout: .multiBrowse, preferredItemLength: 144), large: 144,
            masks: [(20, 144), (180, 144), (340, 40)]),
        Case(
            name: "hero start", settings: M3Settings(layout: .hero, preferredItemLength: 250, heroAlign: .start),
            large: 288, masks: [(20, 288), (324, 56)]),
        Case(
            name: "hero center", settings: M3Settings(layout: .hero, preferredItemLength: 250, heroAlign: .center),
            large: 248, masks: [(20, 248), (284, 40), (340, 40)]),
    ]

    static func scene(_ settings: M3Settings, _ direction: LayoutDirection) throws -> Scene {
        var c = SceneFixtures.configuration(.m3, axis: .horizontal, count: 6)
        c.m3 = settings
        c.direction = direction
        return try SceneFixtures.scene(SceneFixtures.spec([c]))
    }

    static func mirrored(_ r: Rect) -> Rect { Rect(x: 400 - r.x - r.width, y: r.y, width: r.width, height: r.height) }

    static func clips(_ scene: Scene) -> [Rect?] {
        scene.commands.compactMap { if case .clip(let rect) = $0 { return .some(rect) } else { return nil } }
    }

    @Test(arguments: cases) func masksAndContentAreMirroredAboutTheFrameCentre(_ c: Case) throws {
        let ltrCards = SceneFixtures.cards(try Self.scene(c.settings, .ltr))
        let rtlScene = try Self.scene(c.settings, .rtl)
        let rtlCards = SceneFixtures.cards(rtlScene)
        #expect(ltrCards.map(\.item) == Array(0..<c.masks.count))
        #expect(rtlCards.map(\.item) == Array(0..<c.masks.count))
        for (index, expected) in c.masks.enumerated() where index < min(ltrCards.count, rtlCards.count) {
            let mask = Rect(x: expected.x, y: 36, width: expected.length, height: 232)
            let content = Rect(x: expected.x + expected.length / 2 - c.large / 2, y: 36, width: c.large, height: 232)
            #expect(ltrCards[index].mask.map { SceneFixtures.close($0, mask) } == true, "ltr \(index)")
            #expect(SceneFixtures.close(ltrCards[index].frame, content), "ltr \(index)")
            let rtlMask = try #require(rtlCards[index].mask)
            #expect(SceneFixtures.close(rtlMask, Self.mirrored(mask)), "rtl \(index): \(rtlMask)")
            #expect(SceneFixtures.close(rtlCards[index].frame, Self.mirrored(content)), "rtl \(index)")
        }
        // Each card is clipped to its own (mirrored) mask, then the frame again.
        let frame = Rect(x: 0, y: 28, width: 400, height: 248)
        let expectedClips: [Rect?] = [frame] + rtlCards.flatMap { [$0.mask, frame] }
        #expect(Array(Self.clips(rtlScene).prefix(expectedClips.count)) == expectedClips)
    }

    /// A tap lands on the item drawn under it: right to left, the small item is at the left.
    @Test func aTapOnTheMirroredSmallItemSelectsIt() throws {
        var c = SceneFixtures.configuration(.m3, axis: .horizontal, count: 6)
        c.m3 = M3Settings(layout: .multiBrowse, preferredItemLength: 144)
        c.direction = .rtl
        var engine = Engine(scene: SceneFixtures.spec([c]).scene)
        // The mirrored small item's mask spans x 20...60.
        engine.send(.pointerDown(Point(x: 40, y: 150)), at: 0.1)
        engine.send(.pointerUp(Point(x: 40, y: 150)), at: 0.15)
        _ = engine.advance(to: 5)
        #expect(engine.frames()[0].selection == 2)
    }
}
