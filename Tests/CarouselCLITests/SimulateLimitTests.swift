import Foundation
import Testing

/// `simulate` prints at most `SimulateCommand.maxFrames` frame lines and refuses a longer run
/// before it starts, instead of printing gigabytes for a 57-byte script.
@Suite struct SimulateLimitTests {
    @Test func scriptWithAnEventADayLaterIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write("late.json", #"{"events":[{"t":86400,"type":"key","key":"right"}]}"#)
        let start = Date()
        let result = try CarouselProcess.run(["simulate", "a.carousel.toml", "--input", "late.json"], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "carousel simulate: this run would print 5184121 frames (the script's last event + 2 s = 86402 s "
                    + "at 60 fps); simulate prints at most 100000: give a shorter --duration or a lower --fps\n"))
    }

    @Test func oneFramePastTheLimitIsRefusedAndTheLimitItselfRuns() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let over = try CarouselProcess.run(
            ["simulate", "a.carousel.toml", "--fps", "2", "--duration", "50000"], in: folder.url)
        #expect(over.status == 2)
        #expect(over.stderr.contains("would print 100001 frames"))
        let edge = try CarouselProcess.run(
            ["simulate", "a.carousel.toml", "--fps", "2", "--duration", "49999.5"], in: folder.url, timeout: 120)
        #expect(edge.status == 0)
        #expect(edge.stdout.split(separator: "\n").filter { $0.contains("\"frame\"") }.count == 100_000)
    }

    /// Issue 21: the message printed `26004.68291415247 s`; seconds are rounded to hundredths.
    @Test func theRefusalRoundsTheSeconds() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write("late.json", #"{"events":[{"t":26002.68291415247,"type":"leave"}]}"#)
        let result = try CarouselProcess.run(["simulate", "a.carousel.toml", "--input", "late.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "carousel simulate: this run would print 1560281 frames (the script's last event + 2 s = "
                    + "26004.68 s at 60 fps); simulate prints at most 100000: give a shorter --duration or a lower --fps\n"
            ))
    }
}
