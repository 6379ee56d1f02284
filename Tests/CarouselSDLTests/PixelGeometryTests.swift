import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct PixelGeometryTests {
        @Test func boxesIntersectLikeSDLIntersectRect() {
            let a = PixelBox(x: 0, y: 0, w: 10, h: 10)
            #expect(a.intersection(PixelBox(x: 5, y: 6, w: 10, h: 10)) == PixelBox(x: 5, y: 6, w: 5, h: 4))
            #expect(a.intersection(PixelBox(x: 2, y: 2, w: 3, h: 3)) == PixelBox(x: 2, y: 2, w: 3, h: 3))
            // Touching edges or an empty box: no overlap.
            #expect(a.intersection(PixelBox(x: 10, y: 0, w: 5, h: 5)) == nil)
            #expect(a.intersection(PixelBox(x: 2, y: 2, w: 0, h: 3)) == nil)
        }

        @Test func meshVerticesAndRectsBecomeSDLStructsFieldByField() {
            let vertex = MeshVertex(
                position: PixelPoint(x: 1.5, y: 2), color: PixelColor(r: 1, g: 2, b: 3, a: 4),
                texCoord: PixelPoint(x: 0.25, y: 0.75))
            let converted = SDLBridge.vertex(vertex)
            #expect(converted.position.x == 1.5 && converted.position.y == 2)
            #expect(
                converted.color.r == 1 && converted.color.g == 2 && converted.color.b == 3 && converted.color.a == 4)
            #expect(converted.tex_coord.x == 0.25 && converted.tex_coord.y == 0.75)
            let rect = SDLBridge.frect(PixelRect(x: 1, y: 2, w: 3, h: 4))
            #expect(rect.x == 1 && rect.y == 2 && rect.w == 3 && rect.h == 4)
        }
    }
}
