import Testing

@Suite("TOMLFormatter on mutated documents: never a crash, and every valid one formats")
struct TOMLFormatMutationTests {
    /// Bytes that change how TOML reads: quotes, brackets, separators, spaces, line breaks.
    static let alphabet = Array("\"'[]{}=,.#\\ \t\n\r\nab1_-+:eT".utf8)

    @Test("3,000 seeded mutations of generated documents")
    func mutations() {
        var random = SeededGenerator(seed: 2026)
        var valid = 0
        var failures: [String] = []
        for seed in 0..<UInt64(3000) {
            var generator = DocumentGenerator(seed: seed % 500)
            var bytes = Array(generator.document().utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(Self.alphabet.randomElement(using: &random) ?? 0x20, at: index)
                default: bytes[index] = Self.alphabet.randomElement(using: &random) ?? 0x20
                }
            }
            // Invalid documents must be refused (not crash); valid ones must pass every property.
            guard FormatTestSupport.decode(bytes) != nil else {
                if case .success = FormatTestSupport.format(bytes) {
                    failures.append("seed \(seed): invalid input formatted")
                }
                continue
            }
            valid += 1
            if let problem = FormatTestSupport.problem(formatting: bytes) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.prefix(1))")
        #expect(valid > 300, "only \(valid) mutated documents were still valid")
    }
}
