import CarouselEngine
import CarouselScript
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct ScenePlayerTests {
        @Test func clickingAPageDotPagesThere() throws {
            let items = (1...5).map { Fixtures.item("Item \($0)", Fixtures.red) }
            var player = ScenePlayer(spec: Fixtures.spec(items: items), script: nil, size: nil)
            player.play(until: 0.2)
            let dots = try #require(player.engine.frames().first?.dots)
            #expect(dots.count == 5)
            let target = dots[3].center
            let script = InputScript(steps: [
                TimedStep(0.3, .input(.pointerDown(target))), TimedStep(0.35, .input(.pointerUp(target))),
            ])
            var clicked = ScenePlayer(spec: Fixtures.spec(items: items), script: script, size: nil)
            clicked.play(until: 1.5)
            #expect(clicked.events.contains { $0.event == .select(carousel: "main", index: 3) })
            #expect(clicked.engine.frames().first?.selection == 3)
        }

        @Test func scriptStepsAreSentInTimeOrderUpToTheRequestedTime() {
            let items = (1...3).map { Fixtures.item("Item \($0)", Fixtures.blue) }
            let script = InputScript(steps: [
                TimedStep(0.5, .input(.key(.right))), TimedStep(1.5, .input(.key(.right))),
            ])
            var player = ScenePlayer(spec: Fixtures.spec(items: items), script: script, size: nil)
            player.play(until: 1.0)
            #expect(player.engine.frames().first?.selection == 1)
            player.play(until: 2.0)
            #expect(player.engine.frames().first?.selection == 2)
        }
    }
}
