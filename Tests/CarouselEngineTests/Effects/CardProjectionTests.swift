import Foundation
import Testing

@testable import CarouselEngine

/// The perspective mapping (docs/engine.md, "Perspective"): a point `(x, y, z)` shows at
/// `origin + (x - origin.x, y - origin.y) * d / (d - z)`.
@Suite struct CardProjectionTests {
    static let rect = Rect(x: 100, y: 50, width: 200, height: 100)

    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func aFlatCardProjectsOntoItself() {
        let p = CardProjection(rect: Self.rect, transform: .identity, perspective: 1200, origin: Point(x: 0, y: 0))
        #expect(
            p.corners == [Point(x: 100, y: 50), Point(x: 300, y: 50), Point(x: 300, y: 150), Point(x: 100, y: 150)])
        #expect(!p.isBackFacing)
        #expect(p.bounds == Self.rect)
    }

    @Test func halfwayToTheEyeDoublesTheDistanceFromTheVanishingPoint() {
        let origin = Point(x: 200, y: 100)
        let p = CardProjection(rect: Self.rect, transform: .translate(z: 600), perspective: 1200, origin: origin)
        // d / (d - z) = 1200 / 600 = 2 about the origin (the card's centre).
        #expect(p.corners?.first == Point(x: 0, y: 0))
        #expect(p.point(u: 1, v: 1) == Point(x: 400, y: 200))
    }

    @Test func aPointAtOrBehindTheEyeIsNotProjected() {
        let p = CardProjection(
            rect: Self.rect, transform: .translate(z: 1199.5), perspective: 1200, origin: .init(x: 0, y: 0))
        #expect(p.corners == nil && p.bounds == nil)
    }

    @Test func rotateYSixtyDegreesTakesTheRightEdgeAwayExactly() {
        let origin = Rect(x: 100, y: 50, width: 200, height: 100).center
        let p = CardProjection(
            rect: Self.rect, transform: .rotateY(degrees: 60), perspective: 1200, origin: origin)
        // Right edge: x = 100 cos 60 = 50, z = -100 sin 60; scale 1200 / (1200 + 86.60).
        let z = -100 * sin(Double.pi / 3), s = 1200 / (1200 - z)
        let right = p.point(u: 1, v: 0)
        #expect(Self.near(right?.x ?? 0, 200 + 50 * s))
        #expect(Self.near(right?.y ?? 0, 100 - 50 * s))
        // The quarter point of the top edge lands by the projective (not the affine) rule.
        let quarter = p.point(u: 0.75, v: 0)
        let zq = -50 * sin(Double.pi / 3), sq = 1200 / (1200 - zq)
        #expect(Self.near(quarter?.x ?? 0, 200 + 25 * sq))
        #expect(!p.isBackFacing)
    }

    @Test func turnedPastNinetyDegreesTheCardShowsItsBack() {
        let p = CardProjection(
            rect: Self.rect, transform: .rotateY(degrees: 120), perspective: 1200, origin: Self.rect.center)
        #expect(p.isBackFacing)
    }

    @Test func thenComposesInApplicationOrder() {
        let t = Transform3D.scale(2).then(.rotateZ(degrees: 90)).then(.translate(x: 5))
        let p = t.apply(Vector3(x: 1, y: 0, z: 0))
        // Scaled to (2, 0, 0), turned clockwise on a y-down window to (0, 2, 0), moved by 5.
        #expect(Self.near(p.x, 5) && Self.near(p.y, 2) && Self.near(p.z, 0))
    }
}
