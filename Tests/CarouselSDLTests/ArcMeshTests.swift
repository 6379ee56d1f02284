import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// The progress ring's arc: coverage from the stroke's geometry (one pixel of fade across the
    /// stroke and past a partial arc's ends) and the pixels an offscreen canvas draws.
    @Suite struct ArcMeshTests {
        static let white = PixelColor(r: 255, g: 255, b: 255, a: 255)

        /// A point at `turn` (clockwise from twelve o'clock) at distance `r` from (50, 50).
        static func point(turn: Float, r: Float) -> PixelPoint {
            PixelPoint(x: 50 + r * sin(2 * .pi * turn), y: 50 - r * cos(2 * .pi * turn))
        }

        @Test func coverageIsFullOnTheStrokeAndFadesOverOnePixel() {
            func coverage(_ turn: Float, _ r: Float, sweep: Float? = 0.25) -> Float {
                ArcMesh.coverage(
                    at: Self.point(turn: turn, r: r), center: PixelPoint(x: 50, y: 50), radius: 20, half: 2,
                    start: 0, sweep: sweep)
            }
            #expect(abs(coverage(0.125, 20) - 1) < 1e-4)
            #expect(abs(coverage(0.125, 21.5) - 1) < 1e-4)
            #expect(abs(coverage(0.125, 22) - 0.5) < 1e-4)  // the stroke's edge at radius + half
            #expect(coverage(0.125, 22.5) < 1e-4)
            #expect(abs(coverage(0.125, 18) - 0.5) < 1e-4)
            // Past the end (0.25 turns): half covered exactly at the end, nothing a pixel later.
            let endPixel = 1 / (2 * Float.pi * 20)
            #expect(abs(coverage(0.25, 20) - 0.5) < 1e-3)
            #expect(coverage(0.25 + endPixel, 20) < 1e-3)
            #expect(coverage(0.5, 20) == 0)
            #expect(coverage(0.9999, 20) < 0.6)  // just before the start, wrapping round
            #expect(abs(coverage(0.5, 20, sweep: nil) - 1) < 1e-4)  // a whole ring has no ends
        }

        @Test func verticesLieOnWholePixelsAroundTheArcOnly() {
            let mesh = ArcMesh(
                center: PixelPoint(x: 50, y: 50), radius: 20, width: 4, start: 0.25, sweep: 0.5, color: Self.white)
            #expect(!mesh.vertices.isEmpty && mesh.vertices.count % 3 == 0)
            #expect(mesh.vertices.allSatisfy { $0.position.x == $0.position.x.rounded() })
            for vertex in mesh.vertices {
                let dx = vertex.position.x - 50, dy = vertex.position.y - 50
                let distance = (dx * dx + dy * dy).squareRoot()
                #expect(distance > 20 - 2 - 0.5 - 0.8 && distance < 20 + 2 + 0.5 + 0.8)
                // From three o'clock to nine o'clock through six: nothing above the centre line
                // beyond half a pixel of end fade and the snap.
                #expect(dy > -1.5)
            }
            #expect(Set(mesh.vertices.map(\.color.a)).isSuperset(of: [0, 255]))
        }

        /// A ring a quarter elapsed, drawn offscreen: white from twelve to three o'clock, the faint
        /// track elsewhere, the dark backing inside.
        @Test func theCanvasDrawsTheElapsedQuarterWhite() throws {
            var spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red)])
            spec.carousels[0].engine.auto = AutoScrollSettings(
                enabled: true, intervalSeconds: 4, resumeAfterSeconds: 1, pauseOnHover: false, direction: .forward,
                progress: .ring)
            var frame = Fixtures.frame(
                cards: [Fixtures.card(0, Rect(x: 20, y: 48, width: 360, height: 200))], itemCount: 1)
            let box = Rect(x: 300, y: 60, width: 32, height: 32)
            frame.progressRing = box
            frame.autoTimeLeft = 3
            frame.autoInterval = 4
            let canvas = try OffscreenCanvas(size: Size(width: 400, height: 300))
            try canvas.draw([frame], spec: spec)
            let pixels = try canvas.pixels()
            try canvas.savePNG(to: ShotFolder.path("progress-ring.png"))
            func pixel(turn: Double) -> (r: Int, g: Int, b: Int) {
                let x = box.center.x + 13 * sin(2 * .pi * turn), y = box.center.y - 13 * cos(2 * .pi * turn)
                return Fixtures.pixel(pixels, width: 400, Int(x), Int(y))
            }
            for turn in [0.06, 0.125, 0.19] {
                let p = pixel(turn: turn)
                #expect(min(p.r, p.g, p.b) > 225, "elapsed at \(turn): \(p)")
            }
            for turn in [0.375, 0.5, 0.625, 0.875] {
                let p = pixel(turn: turn)
                #expect(p.g > 50 && p.g < 140, "track at \(turn): \(p)")
            }
            let inside = Fixtures.pixel(pixels, width: 400, Int(box.center.x), Int(box.center.y))
            #expect(inside.r < 80 && inside.g < 30)
        }
    }
}
