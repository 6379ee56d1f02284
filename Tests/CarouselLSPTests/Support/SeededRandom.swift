import CarouselTestSupport

/// SplitMix64 (``SplitMix64``, shared by the test targets): a fixed seed, so a failing run can be replayed.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}
