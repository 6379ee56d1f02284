import CarouselTestSupport

/// SplitMix64 (``SplitMix64``, shared by the test targets): a small deterministic generator for
/// seeded documents.
typealias SeededGenerator = SplitMix64
