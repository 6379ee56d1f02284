import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct EventPrinterTests {
        @Test func printsNothingWhenDisabled() {
            // Enabled printing writes to the real stdout (checked end to end by Tests/e2e); here the
            // switch must make both calls no-ops.
            let printer = EventPrinter(enabled: false)
            printer.printReload(at: 1, applied: true, errors: 0)
            #expect(!printer.enabled)
        }
    }
}
