/// SplitMix64: a small, fast generator with a fixed seed, so a failing run replays the same numbers
/// on every machine. The one copy behind every test target's seeded inputs (each adds the helpers
/// it needs, such as `pick` or `chance`, in an extension of its own).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The whole state; it starts at the seed.
    package var state: UInt64

    /// A generator whose state starts at `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
