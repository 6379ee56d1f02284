import CarouselEngine
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Kiosk mode's keys and cursor timer.
    @Suite struct KioskStateTests {
        @Test func onlyTheCarouselsKeysAndTheExitChordPassInAKiosk() {
            let passing: [DemoKey] = [.engine(.right), .engine(.space), .engine(.tab), .exitChord]
            let blocked: [DemoKey] = [.quit, .hud, .reload, .screenshot, .toggleAxis, .toggleInfinite, .cycleKind]
            #expect(passing.allSatisfy(KioskState.allows))
            #expect(!blocked.contains(where: KioskState.allows))
        }

        @Test func theCursorHidesTwoSecondsAfterThePointerLastMoved() {
            var state = KioskState()
            #expect(state.cursorHideTime == KioskState.cursorHideDelay)
            state.lastPointerActivity = 7.5
            #expect(state.cursorHideTime == 9.5)
            state.cursorHidden = true
            #expect(state.cursorHideTime == nil)
        }
    }
}
