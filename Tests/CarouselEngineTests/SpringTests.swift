import Testing
@testable import CarouselEngine

@Suite struct SpringTests {
    static let springs = [
        Spring(stiffness: 300, damping: 30),  // under-damped (ζ ≈ 0.87)
        Spring(stiffness: 100, damping: 20),  // critically damped (ζ = 1)
        Spring(stiffness: 100, damping: 50),  // over-damped (ζ = 2.5)
        Spring(stiffness: 400, damping: 4),  // lightly damped
    ]

    @Test(arguments: springs)
    func energyNeverGrows(spring: Spring) {
        var previous = spring.energy(x: 1, v: 3)
        for k in 1...600 {
            let s = spring.state(x0: 1, v0: 3, t: Double(k) / 60)
            let energy = spring.energy(x: s.x, v: s.v)
            #expect(energy <= previous * (1 + 1e-9) + 1e-12)
            previous = energy
        }
        #expect(previous < 1e-3)
    }

    @Test(arguments: springs)
    func closedFormMatchesTheIntegrator(spring: Spring) {
        var x = -0.8, v = 5.0
        let dt = 1.0 / 2400
        for k in 1...4800 {
            (x, v) = spring.integrate(x: x, v: v, dt: dt)
            if k % 240 == 0 {
                let exact = spring.state(x0: -0.8, v0: 5, t: Double(k) * dt)
                #expect(abs(exact.x - x) < 1e-6)
                #expect(abs(exact.v - v) < 1e-5)
            }
        }
    }

    @Test func startsWhereItIsWithTheGivenVelocity() {
        let s = Spring(stiffness: 300, damping: 30).state(x0: 0.4, v0: -2, t: 0)
        #expect(abs(s.x - 0.4) < 1e-12)
        #expect(abs(s.v + 2) < 1e-12)
    }
}

@Suite struct SettleAnimationTests {
    @Test func springSettleSnapsExactlyWhenAtRest() {
        let a = SettleAnimation(
            startTime: 1, from: 0, to: 1, initialVelocity: 0, curve: .spring(Spring(stiffness: 300, damping: 30)))
        let late = a.sample(at: 3)
        #expect(late.finished && late.position == 1 && late.velocity == 0)
        let early = a.sample(at: 1.1)
        #expect(!early.finished && early.position > 0 && early.position < 1)
    }

    @Test func easeOutEndsAtItsDuration() {
        let a = SettleAnimation(startTime: 0, from: 2, to: 4, initialVelocity: 0, curve: .easeOut(durationSeconds: 0.5))
        #expect(a.sample(at: 0.25).position == 2 + 2 * EaseOut.cubic(0.5))
        #expect(a.sample(at: 0.5).finished)
    }
}

@Suite struct EaseOutTests {
    @Test func cubicShape() {
        #expect(EaseOut.cubic(0) == 0)
        #expect(EaseOut.cubic(1) == 1)
        #expect(EaseOut.cubic(0.5) == 0.875)
        #expect(EaseOut.cubic(-1) == 0 && EaseOut.cubic(2) == 1)
        #expect(EaseOut.cubicSlope(0) == 3 && EaseOut.cubicSlope(1) == 0)
    }
}
