import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing

/// Cube shadows on a focus carousel in the scene (docs/engine.md, "Cube shadows"), both axes,
/// held mid-drag. `SceneFixtures`' focus: item 120 x 200 (200 x 120 vertical), so the cube's
/// side `s` is 120 and its height `h` across the axis 200; shadow offset 20, scale 0.94;
/// perspective 1200 about the frame's centre.
@Suite struct CubeShadowSceneTests {
    static func scene(axis: Axis, shadows: Bool = true, rtl: Bool = false) throws -> (
        Scene, progress: Double, frame: Rect
    ) {
        var c = SceneFixtures.configuration(.focus, axis: axis, count: 5, infinite: true)
        if rtl { c.direction = .rtl }
        c.effect = .cube
        c.cube = CubeSettings(shadow: shadows, slideShadows: shadows, shadowOffsetPoints: 20, shadowScale: 0.94)
        let spec = SceneFixtures.spec([c])
        var engine = Engine(scene: spec.scene)
        func point(_ main: Double) -> Point { axis == .horizontal ? Point(x: main, y: 150) : Point(x: 180, y: main) }
        engine.send(.pointerDown(point(250)), at: 0.5)
        for step in 1...4 {
            engine.send(.pointerMove(point(250 - 10 * Double(step))), at: 0.5 + 0.02 * Double(step))
        }
        let frames = engine.frames()
        let scene = try SceneComposer(spec: spec).compose(
            frames, size: SceneFixtures.window, scale: 1, metrics: FakeMetrics(), overlays: .none)
        let frame = try #require(frames.first)
        return (scene, frame.progress, frame.frame)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func facesDarkenByTheirAngle(axis: Axis) throws {
        let (scene, p, _) = try Self.scene(axis: axis)
        #expect(p > 0.05 && p < 0.5, "held mid-drag: \(p)")
        let faces = SceneFixtures.cards(scene).filter { !$0.isSoftShadow }
        #expect(Set(faces.map(\.item)) == [0, 1])
        for face in faces {
            // Face k at o = k - p turned θ = o · 90°: black at 1 - cos θ over it.
            let theta = Self.offset(item: face.item, progress: p) * Double.pi / 2
            #expect(abs(face.shade - (1 - cos(theta))) < 1e-9, "item \(face.item)")
        }
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theGroundShadowLiesUnderTheCube(axis: Axis) throws {
        let (scene, p, frame) = try Self.scene(axis: axis)
        let cards = SceneFixtures.cards(scene)
        // The soft shadow comes first, under the faces.
        let shadow = try #require(cards.first)
        #expect(shadow.isSoftShadow && !shadow.hasItem && shadow.opacity == 1)
        #expect(cards.dropFirst().allSatisfy { !$0.isSoftShadow })
        let projection = try #require(shadow.transform.projection)
        let s = 120.0, h = 200.0, centre = frame.center
        let width = (axis == .horizontal ? s : h) * 0.94, depth = s * 0.94
        let expected = Rect(x: centre.x - width / 2, y: centre.y - depth / 2, width: width, height: depth)
        #expect(SceneFixtures.close(projection.rect, expected))
        // Its middle lies `lowest + 20` below the cube's centre, `s/2` behind the window: seen at
        // `centre.y + (lowest + 20) · 1200 / (1200 + s/2)`.
        let phi = p * Double.pi / 2
        let lowest = axis == .horizontal ? h / 2 : s / 2 * (abs(cos(phi)) + abs(sin(phi)))
        let middle = try #require(projection.point(u: 0.5, v: 0.5))
        #expect(abs(middle.x - centre.x) < 1e-9)
        #expect(abs(middle.y - (centre.y + (lowest + 20) * 1200 / (1200 + s / 2))) < 1e-9)
        // Laid flat: its far edge (v = 0) shows nearer the horizon than its near edge.
        let far = try #require(projection.point(u: 0.5, v: 0)), near = try #require(projection.point(u: 0.5, v: 1))
        #expect(far.y < middle.y && middle.y < near.y)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func withoutShadowsNothingIsAdded(axis: Axis) throws {
        let cards = SceneFixtures.cards(try Self.scene(axis: axis, shadows: false).0)
        #expect(cards.allSatisfy { !$0.isSoftShadow && $0.shade == 0 })
        #expect(Set(cards.map(\.item)) == [0, 1])
    }

    /// The signed offset of `item` from the position `progress` on a loop of 5, in (-2.5, 2.5].
    static func offset(item: Int, progress: Double) -> Double {
        var o = (Double(item) - progress).truncatingRemainder(dividingBy: 5)
        if o > 2.5 { o -= 5 } else if o <= -2.5 { o += 5 }
        return o
    }

    @Test func rightToLeftKeepsTheShadesAndMirrorsTheGroundShadow() throws {
        let (scene, p, frame) = try Self.scene(axis: .horizontal, rtl: true)
        let cards = SceneFixtures.cards(scene)
        let faces = cards.filter { !$0.isSoftShadow }
        #expect(faces.count == 2)
        for face in faces {
            let theta = Self.offset(item: face.item, progress: p) * Double.pi / 2
            #expect(abs(face.shade - (1 - cos(theta))) < 1e-9, "item \(face.item) at \(p)")
            #expect(face.shade > 0)
        }
        // The shadow is symmetric about the frame's centre line, so mirrored it stays centred.
        let shadow = try #require(cards.first?.transform.projection)
        let middle = try #require(shadow.point(u: 0.5, v: 0.5))
        #expect(abs(middle.x - frame.center.x) < 1e-9)
    }
}
