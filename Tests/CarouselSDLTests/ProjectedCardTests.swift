import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Cards in perspective (docs/engine.md, "Perspective"): drawn as a mesh fine enough that
    /// the picture follows the exact projective mapping, not an affine warp of it.
    @Suite struct ProjectedCardTests {
        static let canvasSize = Size(width: 640, height: 400)
        /// 320 x 240 points, eight by six squares of 40.
        static let card = Rect(x: 160, y: 80, width: 320, height: 240)
        static let squares = (columns: 8, rows: 6)

        /// A 320 x 240 24-bit BMP checkerboard of 40-pixel squares, white at the top-left.
        static func checkerboard() throws -> String {
            let width = 320, height = 240, row = width * 3
            var bytes: [UInt8] = Array("BM".utf8)
            func le32(_ v: Int) { bytes += (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
            func le16(_ v: Int) { bytes += (0..<2).map { UInt8((v >> (8 * $0)) & 0xFF) } }
            le32(54 + row * height); le32(0); le32(54)
            le32(40); le32(width); le32(height); le16(1); le16(24); le32(0); le32(row * height)
            le32(2835); le32(2835); le32(0); le32(0)
            for y in (0..<height).reversed() {
                for x in 0..<width {
                    let white = (x / 40 + y / 40) % 2 == 0
                    bytes += white ? [255, 255, 255] : [0, 0, 0]
                }
            }
            let path = ShotFolder.path("checkerboard.bmp")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }

        static func projection(degrees: Double) -> CardProjection {
            CardProjection(
                rect: card, transform: .rotateY(degrees: degrees), perspective: 1200,
                origin: Point(x: canvasSize.width / 2, y: canvasSize.height / 2))
        }

        /// The canvas's pixels with the checkerboard card turned `degrees` about y.
        static func draw(degrees: Double) throws -> [UInt32] {
            let item = ResolvedItem(
                id: "c", title: "", subtitle: nil, color: RGBAColor(red: 128, green: 128, blue: 128),
                textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: try checkerboard())
            let canvas = try OffscreenCanvas(size: canvasSize)
            var placement = CardPlacement(item: 0, rect: card, scale: 1, opacity: 1, z: 0, tappable: false)
            placement.spatial = CardSpatial(projection: projection(degrees: degrees), backFace: .mirrored)
            let frame = Fixtures.frame(
                cards: [placement], itemCount: 1, frame: Rect(x: 0, y: 0, width: 640, height: 400))
            try canvas.draw([frame], spec: Fixtures.spec(items: [item], title: nil))
            try canvas.savePNG(to: ShotFolder.path("checkerboard-\(Int(degrees)).png"))
            return try canvas.pixels()
        }

        /// Where the brightness crosses half-way between `x0` and `x1` on pixel row `y` (pixel
        /// centres at x + 0.5), or nil.
        static func crossing(_ pixels: [UInt32], y: Int, from x0: Int, to x1: Int) -> Double? {
            func lum(_ x: Int) -> Double { Double(Fixtures.pixel(pixels, width: 640, x, y).g) }
            for x in x0..<x1 {
                let a = lum(x) - 128, b = lum(x + 1) - 128
                if a == 0 { return Double(x) + 0.5 }
                if (a < 0) != (b < 0) { return Double(x) + 0.5 + a / (a - b) }
            }
            return nil
        }

        @Test func aCheckerboardTurnedSixtyDegreesHasItsEdgesWhereThePerspectiveMapsThem() throws {
            let pixels = try Self.draw(degrees: 60)
            let projection = Self.projection(degrees: 60)
            var worst = 0.0
            // The middle of each row of squares; every vertical edge between two columns.
            for row in 0..<Self.squares.rows {
                let v = (Double(row) + 0.5) / Double(Self.squares.rows)
                for column in 1..<Self.squares.columns {
                    let u = Double(column) / Double(Self.squares.columns)
                    guard let exact = projection.point(u: u, v: v) else {
                        Issue.record("edge \(column) behind the eye")
                        continue
                    }
                    let y = Int(exact.y)
                    guard let found = Self.crossing(pixels, y: y, from: Int(exact.x) - 5, to: Int(exact.x) + 5) else {
                        Issue.record("no edge near x \(exact.x) on row \(y)")
                        continue
                    }
                    worst = max(worst, abs(found - exact.x))
                    #expect(abs(found - exact.x) <= 1, "edge \(column) of row \(row): \(found) vs \(exact.x)")
                }
            }
            #expect(worst <= 1)
        }

        @Test func anAffineWarpWouldMissTheMiddleEdgeByMoreThanAPixel() {
            // What the test above guards against: one affine quad puts the middle edge half-way
            // between the projected left and right edges, pixels away from the true one.
            let p = Self.projection(degrees: 60)
            guard let left = p.point(u: 0, v: 0.5), let right = p.point(u: 1, v: 0.5),
                let middle = p.point(u: 0.5, v: 0.5)
            else {
                Issue.record("card behind the eye")
                return
            }
            #expect(abs((left.x + right.x) / 2 - middle.x) > 5)
        }

        @Test func theMeshIsFinerTheMoreTheDepthChanges() {
            #expect(ProjectedMesh.cells(for: Self.projection(degrees: 0), scale: 1) == (1, 1))
            // Turned about y the depth changes across the width only: columns, one row.
            let turned = ProjectedMesh.cells(for: Self.projection(degrees: 60), scale: 1)
            #expect(turned.columns > 4 && turned.columns <= ProjectedMesh.maxCells && turned.rows == 1)
            #expect(ProjectedMesh.cells(for: Self.projection(degrees: 60), scale: 2).columns > turned.columns)
        }

        @Test func aBackFacingCardIsDrawnMirroredUnderTheMirroredRule() throws {
            // Turned 150°, the card shows its back: the white top-left square lands on the right.
            let pixels = try Self.draw(degrees: 150)
            let p = Self.projection(degrees: 150)
            guard let topLeft = p.point(u: 0.06, v: 0.08) else {
                Issue.record("card behind the eye")
                return
            }
            #expect(p.isBackFacing)
            #expect(topLeft.x > 320)
            #expect(Fixtures.pixel(pixels, width: 640, Int(topLeft.x), Int(topLeft.y)).g > 200)
        }
    }
}
