import Testing

@testable import CarouselEngine

/// The shared piecewise-linear interpolation (stack opacity stops, custom transform stops).
@Suite struct StopInterpolationTests {
    static let keys = [0.0, 1.0, 3.0]

    static func segment(_ x: Double) -> StopInterpolation.Segment {
        StopInterpolation.segment(at: x, count: keys.count) { keys[$0] }
    }

    @Test func clampsBeyondTheEnds() {
        #expect(Self.segment(-2) == .init(lower: 0, upper: 0, fraction: 0))
        #expect(Self.segment(0) == .init(lower: 0, upper: 0, fraction: 0))
        #expect(Self.segment(7) == .init(lower: 2, upper: 2, fraction: 0))
    }

    @Test func findsTheSegmentAndItsFraction() {
        #expect(Self.segment(0.25) == .init(lower: 0, upper: 1, fraction: 0.25))
        #expect(Self.segment(1) == .init(lower: 0, upper: 1, fraction: 1))
        #expect(Self.segment(2.5) == .init(lower: 1, upper: 2, fraction: 0.75))
    }

    @Test func theStacksOpacityIsTheSameInterpolation() {
        let stops = [OpacityStop(distance: 0, opacity: 1), OpacityStop(distance: 2, opacity: 0.2)]
        // 1 + (0.2 - 1) * 0.75 at distance 1.5; beyond 2: 0.2; NaN: the last stop, as before.
        #expect(StackPlacement.opacity(distance: 1.5, stops: stops) == 1 + (0.2 - 1) * 0.75)
        #expect(StackPlacement.opacity(distance: 5, stops: stops) == 0.2)
        #expect(StackPlacement.opacity(distance: .nan, stops: stops) == 0.2)
        #expect(StackPlacement.opacity(distance: 1, stops: []) == 1)
    }
}
