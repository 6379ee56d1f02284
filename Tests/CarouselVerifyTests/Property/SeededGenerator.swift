/// SplitMix64: a small seeded generator, so a seed reproduces the same spec on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A number in `low...high`, mostly near `low` (a quarter uniformly, the rest skewed towards
    /// the low end; now and then exactly an end): specs a person writes use small values more.
    mutating func number(_ low: Double, _ high: Double) -> Double {
        guard high > low else { return low }
        let roll = Double.random(in: 0..<1, using: &self)
        if roll < 0.08 { return low }
        if roll < 0.12 { return high }
        let u = Double.random(in: 0..<1, using: &self)
        return roll < 0.37 ? low + (high - low) * u : low + (high - low) * u * u * u * u
    }

    /// One element of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}
