import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct ShadowCacheTests {
        @Test func coverageFadesOutwardAndIsHollowWithoutABody() {
            let blur: Float = 18, reach: Float = 10
            func coverage(_ distance: Float, body: Bool = false) -> Float {
                ShadowCache.coverage(distance: distance, blur: blur, reach: reach, body: body)
            }
            // Full inside the band, fading to nothing half the blur outside the shape.
            #expect(coverage(-9) == 1)
            #expect(coverage(-2) > coverage(0))
            #expect(coverage(0) == 0.25)
            #expect(coverage(4) > coverage(8))
            #expect(coverage(9) == 0)
            // Deeper than the band: nothing under an opaque card, the full shadow under a translucent one.
            #expect(coverage(-12) == 0)
            #expect(coverage(-12, body: true) == 1)
        }
    }
}
