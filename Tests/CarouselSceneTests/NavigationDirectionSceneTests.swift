import CarouselEngine
@testable import CarouselScene
import CarouselSpec
import Testing

/// Arrows and pagination right to left: on a horizontal axis the arrows (backings and chevrons)
/// are those of left to right mirrored about the frame's centre line `x = 200`, so previous is at
/// the right and disabled at the start; the fraction stays centred and counts the logical
/// selection; the progress bar fills from the right end of its track; the dots count from the
/// right. On a vertical axis nothing of this moves.
@Suite struct NavigationDirectionSceneTests {
    static func spec(
        axis: Axis, direction: LayoutDirection, pagination: PaginationStyle, arrows: Bool = true, count: Int = 4
    ) -> ResolvedSpec {
        var spec = NavigationSceneTests.spec(axis: axis, pagination: pagination, arrows: arrows, count: count)
        spec.carousels[0].engine.direction = direction
        return spec
    }

    /// The scene after `keys` forward presses (right / down in logical terms) and a settle.
    static func scene(_ spec: ResolvedSpec, forward presses: Int = 0) throws -> (Scene, CarouselFrame) {
        var engine = Engine(scene: spec.scene)
        let configuration = spec.carousels[0].engine
        let key: Key =
            configuration.axis == .vertical ? .down : (configuration.direction == .rtl ? .left : .right)
        for press in 0..<presses { engine.send(.key(key), at: 0.1 + Double(press)) }
        _ = engine.advance(to: 0.1 + Double(presses) + 3)
        let frame = engine.frames()[0]
        return (try NavigationSceneTests.compose(spec, [frame]), frame)
    }

    static func mirrored(_ r: Rect) -> Rect { Rect(x: 400 - r.x - r.width, y: r.y, width: r.width, height: r.height) }

    @Test(arguments: [Axis.horizontal, .vertical]) func arrowsAreMirroredOnAHorizontalAxis(axis: Axis) throws {
        let (ltr, _) = try Self.scene(Self.spec(axis: axis, direction: .ltr, pagination: .none))
        let (rtl, frame) = try Self.scene(Self.spec(axis: axis, direction: .rtl, pagination: .none))
        let a = NavigationSceneTests.fills(ltr), b = NavigationSceneTests.fills(rtl)
        try #require(a.count == 2 + 14 && a.count == b.count)
        for (p, q) in zip(a, b) {
            let rect = axis == .horizontal ? Self.mirrored(p.rect) : p.rect
            #expect(SceneFixtures.close(q.rect, rect) && q.opacity == p.opacity, "\(axis)")
        }
        // At the start, previous is disabled; right to left it is drawn at the right end.
        let previous = try #require(frame.arrows.first { !$0.enabled })
        let expected = NavigationArrows.rect(.previous, in: frame.frame, axis: axis)
        #expect(previous.rect == (axis == .horizontal ? expected.map(Self.mirrored) : expected))
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theFractionCountsTheLogicalSelection(axis: Axis) throws {
        let (scene, frame) = try Self.scene(
            Self.spec(axis: axis, direction: .rtl, pagination: .fraction, count: 10), forward: 2)
        #expect(frame.selection == 2)
        let strip = try #require(frame.paginationStrip)
        let run = try #require(SceneFixtures.texts(scene).first { $0.text == "3 / 10" })
        #expect(abs(run.origin.x + run.size.width / 2 - strip.center.x) < 1e-9)
    }

    /// Fill length `clamp((p + 1)/n, 1/n, 1)` of the track (p = 1, n = 4: half), from the right
    /// end right to left on a horizontal axis, from the top on a vertical one.
    @Test(arguments: [Axis.horizontal, .vertical]) func theProgressBarFillsFromTheStartEnd(axis: Axis) throws {
        let spec = Self.spec(axis: axis, direction: .rtl, pagination: .progress, arrows: false)
        let (scene, frame) = try Self.scene(spec, forward: 1)
        #expect(frame.selection == 1)
        let strip = try #require(frame.paginationStrip)
        let track = try #require(Pagination.progressTrack(in: strip, axis: axis))
        let pills = SceneFixtures.pills(scene)
        try #require(pills.count == 2)
        #expect(pills[0].rect == track)
        let bar = pills[1].rect
        if axis == .horizontal {
            #expect(abs(bar.width - track.width / 2) < 1e-9)
            #expect(abs(bar.x + bar.width - (track.x + track.width)) < 1e-9, "fills from the right")
        } else {
            #expect(abs(bar.height - track.height / 2) < 1e-9)
            #expect(bar.y == track.y && bar.x == track.x)
        }
    }

    /// With item 1 selected the largest dot (20 points) is the second from the start end: from
    /// the right right to left on a horizontal axis, from the top on a vertical one.
    @Test(arguments: [Axis.horizontal, .vertical]) func theDotsCountFromTheStartEnd(axis: Axis) throws {
        let (scene, frame) = try Self.scene(
            Self.spec(axis: axis, direction: .rtl, pagination: .dots, arrows: false), forward: 1)
        #expect(frame.selection == 1)
        let dots = SceneFixtures.pills(scene)
        try #require(dots.count == 4)
        let ordered =
            axis == .horizontal
            ? dots.sorted { $0.rect.center.x > $1.rect.center.x } : dots.sorted { $0.rect.center.y < $1.rect.center.y }
        let sizes = ordered.map { axis == .horizontal ? $0.rect.width : $0.rect.height }
        #expect(sizes == [8, 20, 8, 8], "\(axis)")
    }
}
