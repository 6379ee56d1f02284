import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// The cube's shadows as drawn (docs/engine.md, "Cube shadows"): a face shaded `d` shows its
    /// fill times `1 - d`; the ground shadow darkens the background by the soft texture's middle
    /// alpha (120/255) at its centre and leaves it untouched outside its quadrilateral.
    @Suite struct CubeShadowDrawingTests {
        static let size = Size(width: 400, height: 300)
        static let light = RGBAColor(red: 200, green: 200, blue: 200)
        static let fill = RGBAColor(red: 200, green: 100, blue: 40)

        static func draw(_ frame: CarouselFrame, name: String) throws -> [UInt32] {
            let item = ResolvedItem(
                id: "c", title: "", subtitle: nil, color: fill, textColor: RGBAColor(red: 255, green: 255, blue: 255),
                imagePath: nil)
            var spec = Fixtures.spec(items: [item], title: nil)
            spec.window.background = light
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw([frame], spec: spec)
            try canvas.savePNG(to: ShotFolder.path("cube-shadow-\(name).png"))
            return try canvas.pixels()
        }

        static func near(_ a: (r: Int, g: Int, b: Int), _ b: (Double, Double, Double), within: Double = 3) -> Bool {
            abs(Double(a.r) - b.0) <= within && abs(Double(a.g) - b.1) <= within && abs(Double(a.b) - b.2) <= within
        }

        @Test(arguments: [0.0, 40.0]) func aShadedFaceShowsItsFillTimesOneMinusTheShade(degrees: Double) throws {
            let rect = Rect(x: 100, y: 70, width: 200, height: 160)
            let projection = CardProjection(
                rect: rect, transform: .rotateY(degrees: degrees), perspective: 1200, origin: rect.center)
            let shade = CubeSettings.faceShade(theta: degrees * Double.pi / 180)
            var placement = CardPlacement(item: 0, rect: rect, scale: 1, opacity: 1, z: 0, tappable: false)
            placement.spatial = CardSpatial(projection: projection, backFace: .hidden)
            placement.spatial?.shade = shade
            let frame = Fixtures.frame(
                cards: [placement], itemCount: 1, frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let pixels = try Self.draw(frame, name: "face-\(Int(degrees))")
            // The face's centre projects onto the rectangle's centre (the turn is about it).
            let p = Fixtures.pixel(pixels, width: 400, 200, 150)
            let k = 1 - shade
            #expect(Self.near(p, (200 * k, 100 * k, 40 * k)), "\(p) for shade \(shade)")
        }

        @Test func theGroundShadowDarkensTheBackgroundUnderItsMiddleOnly() throws {
            let rect = Rect(x: 120, y: 70, width: 160, height: 160)
            let projection = CardProjection(
                rect: rect, transform: Transform3D.rotateX(degrees: 90).then(.translate(y: 120, z: -80)),
                perspective: 1200, origin: Point(x: 200, y: 150))
            var frame = Fixtures.frame(cards: [], itemCount: 1, frame: Rect(x: 0, y: 0, width: 400, height: 300))
            frame.groundShadow = GroundShadow(projection: projection, opacity: 1)
            let pixels = try Self.draw(frame, name: "ground")
            let middle = try #require(projection.point(u: 0.5, v: 0.5))
            let p = Fixtures.pixel(pixels, width: 400, Int(middle.x), Int(middle.y))
            let k = 1 - 120.0 / 255
            #expect(Self.near(p, (200 * k, 200 * k, 200 * k)), "\(p)")
            // Well outside the quadrilateral the background is untouched.
            #expect(Self.near(Fixtures.pixel(pixels, width: 400, 20, Int(middle.y)), (200, 200, 200), within: 0))
            #expect(Self.near(Fixtures.pixel(pixels, width: 400, Int(middle.x), 40), (200, 200, 200), within: 0))
        }
    }
}
