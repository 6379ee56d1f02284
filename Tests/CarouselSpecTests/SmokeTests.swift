import Testing
@testable import CarouselSpec

@Suite struct SmokeTests {
    @Test func minimalSpecCompiles() {
        let compilation = SpecFixtures.compile("""
        [[carousel]]
        id = "main"
        [[carousel.items]]
        title = "One"
        """)
        print(SpecFixtures.describe(compilation))
        print(compilation.compiledJSON() ?? "nil")
        #expect(compilation.spec != nil)
    }
}
