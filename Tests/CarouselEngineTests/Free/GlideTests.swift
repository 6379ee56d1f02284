import Testing

@testable import CarouselEngine

/// ``Glide`` against the formulas of docs/engine.md, "Free scrolling".
@Suite struct GlideTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) < tolerance }

    @Test(arguments: [(0.0, 3.0, 2.0), (5.0, -4.0, 1.5), (-2.0, 0.5, 10.0)])
    func coastEndsAfterVSquaredOverTwoA(from: Double, velocity: Double, deceleration: Double) {
        let glide = Glide(startTime: 1, from: from, velocity: velocity, deceleration: deceleration)
        let distance = velocity * velocity / (2 * deceleration)
        #expect(Self.close(glide.end, from + (velocity < 0 ? -distance : distance)))
        #expect(Self.close(glide.duration, abs(velocity) / deceleration))
        // Half way through the time: p0 + v·t − sign·a·t²/2, speed |v| − a·t.
        let t = glide.duration / 2
        let sample = glide.sample(at: 1 + t)
        let sign = velocity < 0 ? -1.0 : 1.0
        #expect(Self.close(sample.position, from + velocity * t - sign * deceleration * t * t / 2))
        #expect(Self.close(sample.velocity, sign * (abs(velocity) - deceleration * t)))
        #expect(!sample.finished)
        let last = glide.sample(at: 1 + glide.duration)
        #expect(last.finished && last.position == glide.end && last.velocity == 0)
    }

    @Test func aWallAheadThatIsNotReachedChangesNothing() {
        let glide = Glide(startTime: 0, from: 0, velocity: 2, deceleration: 1, wall: 4)  // stops at 2
        #expect(!glide.passesWall)
        #expect(glide.end == 2 && glide.duration == 2)
    }

    @Test(arguments: [1.0, -1.0])
    func pastTheWallTheOvershootIsTheRubberBands(sign: Double) {
        // From 0 at 4 units/s, a = 2: free stop at 4; the wall at 1 is reached with u1 = √(16 − 4) = √12.
        let glide = Glide(startTime: 0, from: 0, velocity: 4 * sign, deceleration: 2, wall: sign, bandLimit: 0.5)
        let u1 = 12.0.squareRoot()
        let free = u1 * u1 / 4  // 3 units past the wall without the band
        let overshoot = RubberBand.displacement(free, limit: 0.5)
        #expect(glide.passesWall)
        #expect(Self.close(glide.end, sign * (1 + overshoot)))
        let t1 = (4 - u1) / 2
        #expect(Self.close(glide.duration, t1 + 2 * overshoot / u1))
        // At the wall the speed is u1; the overshoot never passes the band's limit.
        let atWall = glide.sample(at: t1)
        #expect(Self.close(atWall.position, sign) && Self.close(abs(atWall.velocity), u1))
        var time = 0.0
        while time < glide.duration {
            #expect(abs(glide.sample(at: time).position) <= 1.5 + 1e-9)
            time += 1.0 / 60
        }
    }

    @Test func shiftMovesTheStartAndTheWall() {
        var glide = Glide(startTime: 0, from: 7, velocity: 1, deceleration: 1, wall: 9)
        glide.shift(by: -5)
        #expect(glide.from == 2 && glide.wall == 4 && glide.end == 2.5)
    }
}
