import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Runs of text copied side by side into one line (pure, no SDL).
    @Suite struct TextCompositorTests {
        @Test func runsAreCopiedAtTheirPlaceAndCutToTheLine() {
            var line = TextCompositor(width: 4, height: 2)
            let red: UInt32 = 0xFFFF_0000, clear: UInt32 = 0x00FF_FFFF, blue: UInt32 = 0x80_0000FF
            line.place([red, clear, red, red], sourceWidth: 2, x: 0, y: 0)
            // Above the line and past its right edge: only the overlapping pixel is kept.
            line.place([blue, blue, blue, blue], sourceWidth: 2, x: 3, y: -1)
            #expect(line.pixels == [red, 0, 0, blue, red, red, 0, 0])
        }

        @Test func anEmptyOrOutsideRunChangesNothing() {
            var line = TextCompositor(width: 2, height: 1)
            line.place([], sourceWidth: 0, x: 0, y: 0)
            line.place([0xFFFF_FFFF], sourceWidth: 1, x: 5, y: 0)
            line.place([0xFFFF_FFFF], sourceWidth: 1, x: -3, y: 0)
            #expect(line.pixels == [0, 0])
            #expect(TextCompositor(width: -1, height: 3).pixels.isEmpty)
        }
    }
}
