import CSDL2
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct MeshTests {
        @Test func filledShapeFollowsTheCornerArc() {
            var mesh = Mesh()
            let color = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            mesh.fill(SDL_FRect(x: 0, y: 0, w: 100, h: 100), radius: 20, color: color, feather: 1)
            // Every opaque vertex lies on or inside the rounded outline, and some lie on the arc's middle
            // (45 degrees from the top-left corner centre at (20, 20)).
            let opaque = mesh.vertices.filter { $0.color.a == 255 }
            let onArc = opaque.filter { vertex in
                let dx = vertex.position.x - 20, dy = vertex.position.y - 20
                return dx < -5 && dy < -5 && abs((dx * dx + dy * dy).squareRoot() - 19.5) < 0.1
            }
            #expect(!onArc.isEmpty)
            #expect(mesh.vertices.count % 3 == 0)
            #expect(opaque.allSatisfy { $0.position.x >= 0.49 && $0.position.y >= 0.49 && $0.position.x <= 99.51 })
        }

        @Test func strokeFadesOnBothSidesOfTheLine() {
            var mesh = Mesh()
            mesh.stroke(
                SDL_FRect(x: 10, y: 10, w: 80, h: 40), radius: 8, width: 2, color: SDL_Color(r: 1, g: 2, b: 3, a: 200))
            let alphas = Set(mesh.vertices.map(\.color.a))
            #expect(alphas == [0, 200])
            // No fill: nothing is drawn near the middle of the rectangle.
            #expect(!mesh.vertices.contains { abs($0.position.x - 50) < 20 && abs($0.position.y - 30) < 8 })
        }
    }
}
