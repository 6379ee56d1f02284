import CarouselEngine
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct MeshTests {
        @Test func filledShapeFollowsTheCornerArcOnWholePixels() {
            var mesh = Mesh()
            let color = PixelColor(r: 255, g: 255, b: 255, a: 255)
            mesh.fill(PixelRect(x: 0, y: 0, w: 100, h: 100), radius: 20, color: color)
            #expect(mesh.vertices.count % 3 == 0)
            #expect(mesh.vertices.allSatisfy { $0.position.x == $0.position.x.rounded() })
            // Vertices on the arc's middle (45 degrees from the corner centre (20, 20)) are half covered.
            let onArc = mesh.vertices.filter { vertex in
                let dx = vertex.position.x - 20, dy = vertex.position.y - 20
                return dx < -5 && dy < -5 && abs((dx * dx + dy * dy).squareRoot() - 20) < 1
            }
            #expect(!onArc.isEmpty)
            #expect(onArc.contains { $0.color.a > 60 && $0.color.a < 200 })
            // Everything well inside is opaque; nothing reaches past the fade.
            let middle = mesh.vertices.filter { $0.position.x >= 30 && $0.position.x <= 70 }
            #expect(middle.allSatisfy { $0.color.a == 255 || $0.position.y < 2 || $0.position.y > 98 })
            #expect(mesh.vertices.allSatisfy { $0.position.x >= -2 && $0.position.x <= 102 })
        }

        @Test func strokeFadesOnBothSidesOfTheLine() {
            var mesh = Mesh()
            mesh.stroke(
                PixelRect(x: 10, y: 10, w: 80, h: 40), radius: 8, width: 2, color: PixelColor(r: 1, g: 2, b: 3, a: 200))
            let alphas = Set(mesh.vertices.map(\.color.a))
            #expect(alphas.contains(0) && alphas.contains(200))
            // No fill: nothing is drawn near the middle of the rectangle.
            #expect(!mesh.vertices.contains { abs($0.position.x - 50) < 20 && abs($0.position.y - 30) < 8 })
            #expect(mesh.rects.isEmpty)
        }

        /// A translucent card must cover every pixel once: overlapping triangles blend twice and show
        /// as bright seams and ticks along the edges and corners.
        @Test(
            arguments: [
                Rect(x: 40, y: 60, width: 220, height: 130), Rect(x: 40.3, y: 60.7, width: 220.4, height: 130.45),
                Rect(x: 71.6, y: 80.2, width: 180.9, height: 90.3),
            ] + Self.randomRects(count: 24, seed: 7))
        func translucentCardCoversEachPixelOnce(rect: Rect) throws {
            let white = RGBAColor(red: 255, green: 255, blue: 255)
            let spec = Fixtures.spec(items: [Fixtures.item("One", white)], title: nil)
            let canvas = try OffscreenCanvas(size: Size(width: 400, height: 300))
            let frame = Fixtures.frame(
                cards: [Fixtures.card(0, rect, opacity: 0.4)], itemCount: 1,
                frame: Rect(x: 0, y: 0, width: 400, height: 300))
            try canvas.draw([frame], spec: spec)
            let pixels = try canvas.pixels()
            let red = { (x: Int, y: Int) in Fixtures.pixel(pixels, width: 400, x, y).r }
            let inside = red(Int(rect.center.x), Int(rect.y + 20))
            // Within 3 levels: SDL's software blitters divide by 256, not 255.
            #expect(abs(Double(inside) - (14 + 0.4 * 241)) <= 3)
            // The top half (the title is at the bottom): nothing brighter than the inside.
            let left = Int(rect.x) - 3, right = Int(rect.x + rect.width) + 3
            var bright: [String] = []
            for y in (Int(rect.y) - 3)...Int(rect.center.y) {
                for x in left...right where red(x, y) > inside + 1 { bright.append("(\(x), \(y)): \(red(x, y))") }
            }
            #expect(bright.isEmpty, "brighter than the inside (\(inside)): \(bright.prefix(8))")
            // Rows through the corners and the straight left edge: once the card starts, no pixel
            // next to a covered one is left at the background's level (a hole between triangles).
            for y in Int(rect.y + 1)...(Int(rect.y) + 20) {
                let row = (left...Int(rect.center.x)).map { red($0, y) }
                let start = row.firstIndex { $0 > 16 } ?? row.count
                let holes = zip(row[start...], row[start...].dropFirst()).filter { $0 > 60 && $1 <= 16 }
                #expect(holes.isEmpty, "row \(y): \(row[start...].prefix(24))")
            }
        }

        /// Cards of random fractional position and size (fixed seed), kept inside a 400x300 canvas.
        static func randomRects(count: Int, seed: UInt64) -> [Rect] {
            var state = seed
            func next() -> Double {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double(state >> 11) / Double(1 << 53)
            }
            return (0..<count).map { _ in
                let width = 40 + next() * 300, height = 36 + next() * 200
                return Rect(
                    x: 10 + next() * (380 - width), y: 10 + next() * (280 - height), width: width, height: height)
            }
        }
    }
}
