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
            #expect(stats.summary.hasPrefix("stats: 120 frames in 2.0 s, 60.0 fps, frame CPU p50 0.00 ms"))
            #expect(stats.summary.contains("; draw (wall) p50 2.00 ms, p99 2.00 ms; "))
            #expect(
                stats.summary.hasSuffix(
                    "frame incl. present (wall) p50 16.00 ms, p99 16.00 ms; idle 0.0 % of wall time"))
        }

        @Test func withoutSamplesOnlyTheLastSecondIsKept() {
            var stats = FrameStats(keepsSamples: false)
            for index in 0..<600 {
                stats.record(end: Double(index) / 60, draw: 0.002, frame: 0.016)
                stats.recordCPU(0.004, end: Double(index) / 60)
            }
            #expect(stats.fps == 61)
            #expect(stats.recentCPULine == "frame CPU p50 4.00 p99 4.00 ms")
            // The frame count and rate still cover the run; the run's percentiles were not kept.
            #expect(stats.summary.hasPrefix("stats: 600 frames in 10.0 s, 60.0 fps, frame CPU p50 0.00 ms"))
            #expect(stats.keptSampleCount == 0)
            var kept = FrameStats()
            for index in 0..<600 { kept.record(end: Double(index) / 60, draw: 0.002, frame: 0.016) }
            #expect(kept.keptSampleCount == 600 * 2)
        }

        @Test func idleIsTheShareOfTheRunAsleepUpToItsEnd() {
            var stats = FrameStats()
            // Two frames at 0 and 1 s, asleep 7.5 s of the 10 s to the end: 2 frames in 10 s.
            stats.record(end: 0, draw: 0.002, frame: 0.016)
            stats.recordIdle(0.9)
            stats.record(end: 1, draw: 0.002, frame: 0.016)
            stats.recordIdle(6.6)
            stats.end(at: 10)
            #expect(stats.summary.hasPrefix("stats: 2 frames in 10.0 s, 0.1 fps, "))
            #expect(stats.summary.hasSuffix("; idle 75.0 % of wall time"))
        }

        @Test func frameCPUQuantilesCoverTheWholeRun() {
            var stats = FrameStats()
            // 1 ms .. 100 ms of CPU, recorded out of order.
            for index in (0..<100).reversed() { stats.recordCPU(Double(index + 1) / 1000, end: Double(index) / 60) }
            #expect(stats.summary.contains("frame CPU p50 51.00 ms, p99 99.00 ms; "))
        }

        @Test func hudFrameCPUCountsTheLastSecondOnly() {
            var stats = FrameStats()
            // First second: 30 ms per frame; the last second: 5 ms, except two 9 ms frames (of 61).
            for index in 0..<60 { stats.recordCPU(0.030, end: Double(index) / 60) }
            for index in 60..<180 {
                stats.recordCPU(index == 150 || index == 160 ? 0.009 : 0.005, end: Double(index) / 60)
            }
            #expect(stats.recentCPULine == "frame CPU p50 5.00 p99 9.00 ms")
            #expect(stats.summary.contains("frame CPU p50 5.00 ms, p99 30.00 ms"))
        }

        @Test func hudWallTimesCountTheLastSecondOnly() {
            var stats = FrameStats()
            for index in 0..<60 { stats.record(end: Double(index) / 60, draw: 0.020, frame: 0.040) }
            for index in 60..<180 { stats.record(end: Double(index) / 60, draw: 0.001, frame: 0.004) }
            #expect(
                stats.recentWallLine == "wall: draw p50 1.00 p99 1.00 ms | frame incl. present p50 4.00 p99 4.00 ms")
        }

        @Test func fixedFormatsDecimals() {
            #expect(FrameStats.fixed(3.14159, 2) == "3.14")
            #expect(FrameStats.fixed(-0.5, 1) == "-0.5")
            #expect(FrameStats.fixed(2.999, 2) == "3.00")
        }
    }
}
