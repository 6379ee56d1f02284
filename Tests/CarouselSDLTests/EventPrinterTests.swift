import CarouselEngine
import CarouselScript
import Synchronization
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct EventPrinterTests {
        /// Collects the lines handed to the output.
        final class Lines: Sendable {
            let lines = Mutex<[String]>([])
            var all: [String] { lines.withLock { $0 } }
            var output: @Sendable (String) -> Void { { line in self.lines.withLock { $0.append(line) } } }
        }

        @Test func emitsNothingWhenDisabled() {
            let printer = EventPrinter(output: nil)
            printer.emitReload(at: 1, applied: true, errors: 0)
            printer.emit(TimedEvent(time: 1, event: .select(carousel: "a", index: 2)))
            #expect(!printer.enabled)
        }

        /// Settles are printed as `simulate` prints them (issue 24: the window's events match).
        @Test func handsEachLineToTheOutputSettlesIncluded() {
            let lines = Lines()
            let printer = EventPrinter(output: lines.output)
            let settle = TimedEvent(time: 0.5, event: .settle(carousel: "a", index: 2))
            printer.emit(TimedEvent(time: 0.5, event: .select(carousel: "a", index: 2)))
            printer.emit(settle)
            printer.emitReload(at: 1.5, applied: false, errors: 3)
            #expect(lines.all.count == 3)
            let select = TimedEvent(time: 0.5, event: .select(carousel: "a", index: 2))
            #expect(lines.all.first == SimulationLine.event(select))
            #expect(lines.all.dropFirst().first == SimulationLine.event(settle))
            #expect(lines.all.last == "{\"t\": 1.5, \"type\": \"reload\", \"status\": \"failed\", \"errors\": 3}")
        }
    }
}
