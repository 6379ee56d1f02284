import CarouselEngine
@testable import CarouselScene
import CarouselSpec
import Testing

/// The navigation controls in the scene, on both axes: round arrow backings at
/// ``NavigationArrows`` rects (faint when disabled, accent and 2 points smaller when pressed),
/// the fraction text centred in the strip, and the progress bar filled to
/// ``Pagination/progressFill(progress:count:)`` of its track.
@Suite struct NavigationSceneTests {
    static func spec(axis: Axis, pagination: PaginationStyle = .dots, arrows: Bool = true, count: Int = 3)
        -> ResolvedSpec
    {
        var configuration = SceneFixtures.configuration(.paging, axis: axis, count: count)
        configuration.arrows = arrows
        configuration.pagination = pagination
        return SceneFixtures.spec([configuration])
    }

    static func fills(_ scene: Scene) -> [RoundedRect] {
        scene.commands.compactMap { if case .fill(let shape) = $0 { return shape } else { return nil } }
    }

    static func compose(_ spec: ResolvedSpec, _ frames: [CarouselFrame]) throws -> Scene {
        try SceneComposer(spec: spec).compose(frames, size: SceneFixtures.window, metrics: FakeMetrics())
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func arrowsAreRoundBackingsAtTheirRectsDimmedAtTheStart(axis: Axis) throws {
        let spec = Self.spec(axis: axis)
        let engine = Engine(scene: spec.scene)
        let frame = engine.frames()[0]
        let scene = try Self.compose(spec, [frame])
        let round = Self.fills(scene).filter { $0.rect.width == NavigationArrows.size && $0.radius == 18 }
        try #require(round.count == 2)
        #expect(round[0].rect == NavigationArrows.rect(.previous, in: frame.frame, axis: axis))
        #expect(round[1].rect == NavigationArrows.rect(.next, in: frame.frame, axis: axis))
        #expect(round[0].opacity == SceneComposer.arrowBackingOpacity.disabled)
        #expect(round[1].opacity == SceneComposer.arrowBackingOpacity.idle)
        // Seven chevron bars per arrow, the disabled one's faint.
        let bars = Self.fills(scene).filter { $0.color == Theme.imageText && $0.radius == 0 }
        #expect(bars.count == 14)
        #expect(bars.prefix(7).allSatisfy { $0.opacity == SceneComposer.disabledChevronOpacity })
        #expect(bars.suffix(7).allSatisfy { $0.opacity == 1 })
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func aPressedArrowIsTheAccentTwoPointsInside(axis: Axis) throws {
        let spec = Self.spec(axis: axis)
        var engine = Engine(scene: spec.scene)
        let next = try #require(NavigationArrows.rect(.next, in: engine.frames()[0].frame, axis: axis))
        engine.send(.pointerDown(next.center), at: 0.1)
        let scene = try Self.compose(spec, engine.frames())
        let pressed = try #require(Self.fills(scene).first { $0.color == Theme.focusRing })
        #expect(pressed.rect == Rect(x: next.x + 2, y: next.y + 2, width: next.width - 4, height: next.height - 4))
        #expect(pressed.opacity == SceneComposer.arrowBackingOpacity.pressed)
    }

    @Test func aHoveredArrowIsBrighter() throws {
        let spec = Self.spec(axis: .horizontal)
        var engine = Engine(scene: spec.scene)
        let next = try #require(NavigationArrows.rect(.next, in: engine.frames()[0].frame, axis: .horizontal))
        engine.send(.hover(next.center), at: 0.1)
        let scene = try Self.compose(spec, engine.frames())
        let backing = try #require(Self.fills(scene).first { $0.rect == next })
        #expect(backing.opacity == SceneComposer.arrowBackingOpacity.hovered)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func theFractionIsCentredInTheStrip(axis: Axis) throws {
        let spec = Self.spec(axis: axis, pagination: .fraction, count: 10)
        let frame = Engine(scene: spec.scene).frames()[0]
        let strip = try #require(frame.paginationStrip)
        let scene = try Self.compose(spec, [frame])
        let run = try #require(SceneFixtures.texts(scene).first { $0.text == "1 / 10" })
        #expect(abs(run.origin.x + run.size.width / 2 - strip.center.x) < 1e-9)
        #expect(abs(run.origin.y + run.size.height / 2 - strip.center.y) < 1e-9)
        #expect(SceneFixtures.pills(scene).isEmpty)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func theProgressBarFillsToTheSelectedPosition(axis: Axis) throws {
        let spec = Self.spec(axis: axis, pagination: .progress, arrows: false, count: 4)
        var engine = Engine(scene: spec.scene)
        engine.send(.key(axis == .horizontal ? .right : .down), at: 0.1)
        _ = engine.advance(to: 3)
        let frame = engine.frames()[0]
        #expect(frame.selection == 1)
        let strip = try #require(frame.paginationStrip)
        let track = try #require(Pagination.progressTrack(in: strip, axis: axis))
        let pills = SceneFixtures.pills(try Self.compose(spec, [frame]))
        try #require(pills.count == 2)
        #expect(pills[0].rect == track)
        let filled = track.mainLength(axis) * Pagination.progressFill(progress: frame.progress, count: 4)
        #expect(abs(filled - track.mainLength(axis) * 2 / 4) < 1e-6)
        #expect(abs(pills[1].rect.mainLength(axis) - filled) < 1e-9)
    }

    @Test func setDotColoursBlendByActivity() throws {
        var configuration = SceneFixtures.configuration(.paging, axis: .horizontal, count: 3)
        configuration.pagination = .dots
        var spec = SceneFixtures.spec([configuration])
        let idle = RGBAColor(red: 0, green: 0, blue: 0), active = RGBAColor(red: 200, green: 100, blue: 50)
        spec.carousels[0].paginationColor = idle
        spec.carousels[0].paginationActiveColor = active
        let pills = SceneFixtures.pills(try SceneFixtures.scene(spec))
        try #require(pills.count == 3)
        #expect(pills[0].color == active && pills[0].opacity == 1)
        #expect(pills[1].color == idle && pills[2].color == idle)
    }
}
