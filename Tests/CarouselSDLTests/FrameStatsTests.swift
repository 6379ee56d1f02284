import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct FrameStatsTests {
        @Test func quantilesUseTheNearestRank() {
            let values = (1...100).map(Double.init)
            #expect(FrameStats.quantile(values, 0.5) == 51)
            #expect(FrameStats.quantile(values, 0.99) == 99)
            #expect(FrameStats.quantile([], 0.5) == 0)
        }

        @Test func fpsCountsFramesOfTheLastSecondOnly() {
            var stats = FrameStats()
            for index in 0..<120 { stats.record(end: Double(index) / 60, draw: 0.002, frame: 0.016) }
            #expect(stats.fps == 61)  // frames ending within one second of the last, inclusive
            #expect(stats.summary.hasPrefix("stats: 120 frames in 2.0 s, 60.0 fps, draw CPU p50 2.00 ms"))
        }

        @Test func fixedFormatsDecimals() {
            #expect(FrameStats.fixed(3.14159, 2) == "3.14")
            #expect(FrameStats.fixed(-0.5, 1) == "-0.5")
            #expect(FrameStats.fixed(2.999, 2) == "3.00")
        }
    }
}
