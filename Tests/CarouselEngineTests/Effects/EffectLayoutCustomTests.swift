import Foundation
import Testing

@testable import CarouselEngine

/// The custom effect: `[[carousel.transform]]` stops interpolated linearly, clamped beyond the ends.
@Suite struct EffectLayoutCustomTests {
    typealias F = EffectLayoutTests

    static let stops = [
        TransformStop(
            offset: -1, translate: Vector3(x: -300, y: 0, z: -200), rotateDegrees: Vector3(x: 0, y: 40, z: 0),
            scale: 0.8, opacity: 0.5),
        TransformStop(offset: 0),
        TransformStop(
            offset: 2, translate: Vector3(x: 0, y: 120, z: -400), rotateDegrees: Vector3(x: 30, y: 0, z: 10),
            scale: 0.6, opacity: 0),
    ]

    /// translate3d rotateX rotateY rotateZ scale, composed here from its parts.
    static func expected(t: Vector3, r: Vector3, s: Double) -> Transform3D {
        Transform3D.scale(s).then(.rotateZ(degrees: r.z)).then(.rotateY(degrees: r.y)).then(.rotateX(degrees: r.x))
            .then(.translate(x: t.x, y: t.y, z: t.z))
    }

    static func close(_ a: Transform3D?, _ b: Transform3D) -> Bool {
        guard let a else { return false }
        let pairs = [(a.row0, b.row0), (a.row1, b.row1), (a.row2, b.row2), (a.translation, b.translation)]
        return pairs.allSatisfy { F.near($0.x, $1.x) && F.near($0.y, $1.y) && F.near($0.z, $1.z) }
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func stopsAreInterpolatedLinearly(axis: Axis) {
        let b = F.behavior(.custom(Self.stops), axis: axis)
        let cards = b.cards(at: 0.25, target: 0, dragging: true, settling: false)
        // Page 0 at offset -0.25: a quarter of the way from stop 0 back to stop -1.
        let q = 0.25
        let t0 = Vector3(x: -300 * q, y: 0, z: -200 * q), r0 = Vector3(x: 0, y: 40 * q, z: 0)
        let page0 = F.card(cards, item: 0)
        #expect(Self.close(page0?.spatial?.projection.transform, Self.expected(t: t0, r: r0, s: 1 - 0.2 * q)))
        #expect(F.near(page0?.opacity ?? 0, 1 - 0.5 * q))
        // Page 1 at offset 0.75: 0.375 of the way from stop 0 to stop 2.
        let h = 0.375
        let t1 = Vector3(x: 0, y: 120 * h, z: -400 * h), r1 = Vector3(x: 30 * h, y: 0, z: 10 * h)
        let page1 = F.card(cards, item: 1)
        #expect(Self.close(page1?.spatial?.projection.transform, Self.expected(t: t1, r: r1, s: 1 - 0.4 * h)))
        #expect(F.near(page1?.opacity ?? 0, 1 - h))
        // Every page starts centred where the selected page rests.
        #expect(cards.allSatisfy { F.near($0.rect.center.x, axis == .horizontal ? 640 : 200) })
    }

    @Test func beyondTheEndsTheEndStopsHold() {
        let b = F.behavior(.custom(Self.stops), count: 12)
        let cards = b.cards(at: 5, target: 5, dragging: false, settling: false)
        // Pages 3 (offset -2) and 4 (offset -1) both sit on the first stop; page 7 (offset 2) is transparent.
        let first = Self.stops[0]
        let expected = Self.expected(t: first.translate, r: first.rotateDegrees, s: first.scale)
        #expect(Self.close(F.card(cards, item: 3)?.spatial?.projection.transform, expected))
        #expect(Self.close(F.card(cards, item: 4)?.spatial?.projection.transform, expected))
        #expect(!cards.contains { $0.item == 7 || $0.item == 2 })
        // Drawn: offsets -2...3 (one page beyond each end of -1...2), minus the transparent ones.
        #expect(Set(cards.map(\.item)) == [3, 4, 5, 6])
    }

    @Test func theReachIsCapped() {
        let far = [TransformStop(offset: -80), TransformStop(offset: 90)]
        #expect(EffectLayout.customReach(far) == -15...15)
        #expect(EffectLayout.customReach([TransformStop(offset: 0)]) == -1...1)
    }
}
