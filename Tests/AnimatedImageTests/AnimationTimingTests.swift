import Testing

@testable import AnimatedImage

/// Frame starts and delays in whole units never drift from the exact times.
@Suite struct AnimationTimingTests {
    @Test func twentyFramesPerSecondGivesEqualFiveCentisecondDelays() {
        let timing = AnimationTiming(duration: 4, framesPerSecond: 20)
        #expect(timing.frameCount == 80)
        #expect((0..<80).allSatisfy { timing.delay(ofFrame: $0, unitsPerSecond: 100) == 5 })
        #expect(timing.start(ofFrame: 80, unitsPerSecond: 1000) == 4000)
    }

    @Test func fifteenFramesPerSecondAlternatesDelaysWithoutDrift() {
        let timing = AnimationTiming(duration: 2, framesPerSecond: 15)
        let delays = (0..<timing.frameCount).map { timing.delay(ofFrame: $0, unitsPerSecond: 100) }
        #expect(Array(delays.prefix(6)) == [7, 6, 7, 7, 6, 7])
        #expect(delays.reduce(0, +) == 200)
        for index in 0...timing.frameCount {
            let exact = Double(index) * 100 / 15
            #expect(abs(Double(timing.start(ofFrame: index, unitsPerSecond: 100)) - exact) <= 0.5)
        }
    }

    @Test func durationIsRoundedToWholeFramesAndAtLeastOne() {
        #expect(AnimationTiming(duration: 0, framesPerSecond: 20).frameCount == 1)
        #expect(AnimationTiming(duration: 1.02, framesPerSecond: 20).frameCount == 20)
        #expect(AnimationTiming(duration: .infinity, framesPerSecond: 20).frameCount == 1_000_000)
        #expect(AnimationTiming(duration: 1, framesPerSecond: 500).framesPerSecond == 50)
        #expect(AnimationTiming(duration: 1, framesPerSecond: 0).framesPerSecond == 1)
    }
}
