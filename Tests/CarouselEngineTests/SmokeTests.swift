import Testing
@testable import CarouselEngine

@Suite struct SmokeTests {
    @Test func flickLeftPagesForward() {
        var d = Driver(Scenes.single(Scenes.carousel()))
        d.drag(from: Point(x: 900, y: 400), to: Point(x: 700, y: 400), start: 0.5, seconds: 0.1)
        d.run(until: 3)
        print(d.events)
        print(d.frame)
        #expect(d.selects == [1])
    }
}
