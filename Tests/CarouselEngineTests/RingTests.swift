import Testing
@testable import CarouselEngine

@Suite struct RingTests {
    @Test func wrapHandlesNegatives() {
        #expect(Ring.wrap(-1, 5) == 4)
        #expect(Ring.wrap(-5, 5) == 0)
        #expect(Ring.wrap(-6, 5) == 4)
        #expect(Ring.wrap(12, 5) == 2)
        #expect(Ring.wrap(3, 0) == 0)
        #expect(Ring.wrap(-0.25, 5.0) == 4.75)
        #expect(Ring.wrap(-1e-17, 5.0) < 5)
        #expect(Ring.wrap(Double.nan, 5.0) == 0)
    }

    @Test func shortestDeltaCrossesTheSeam() {
        #expect(Ring.shortestDelta(from: 4, to: 0, n: 5) == 1)
        #expect(Ring.shortestDelta(from: 0, to: 4, n: 5) == -1)
        #expect(Ring.shortestDelta(from: 0.0, to: 2.5, n: 5) == 2.5)
        #expect(Ring.shortestDelta(from: 0.0, to: 2.6, n: 5) == -2.4)
        #expect(Ring.shortestDelta(from: 9_999_999, to: 0, n: 10_000_000) == 1)
        #expect(Ring.shortestDelta(from: 0, to: 1, n: 2) == 1)
    }
}

@Suite struct RubberBandTests {
    @Test func aboutHalfAtFirstAndBounded() {
        let small = RubberBand.displacement(0.01, limit: 0.5)
        #expect(abs(small - 0.005) < 1e-4)
        #expect(RubberBand.displacement(1000, limit: 0.5) < 0.5)
        #expect(RubberBand.displacement(-0.2, limit: 0.5) == -RubberBand.displacement(0.2, limit: 0.5))
        #expect(RubberBand.clamp(2.5, last: 4, limit: 0.5) == 2.5)
        #expect(RubberBand.clamp(4.2, last: 4, limit: 0.5) > 4 && RubberBand.clamp(4.2, last: 4, limit: 0.5) < 4.1)
    }
}

@Suite struct FixedStepClockTests {
    @Test func integerStepsNeverDrift() {
        var clock = FixedStepClock()
        while clock.isStepDue(at: 1000) { clock.tick() }
        #expect(clock.stepIndex == 60_000)
        #expect(clock.time == 1000)
        // Drawing between the step before and the last step: 1 at the last step, 0 one step earlier.
        #expect(abs(clock.alpha(at: 1000 - 0.5 / 60) - 0.5) < 1e-9)
        #expect(clock.alpha(at: 1000) == 1)
        #expect(clock.alpha(at: 1000 - 2.0 / 60) == 0)
    }
}
