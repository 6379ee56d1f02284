import CarouselTestSupport

/// SplitMix64 (``SplitMix64``, shared by the test targets): a seed reproduces the same spec on every machine.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
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
