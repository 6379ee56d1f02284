/// Benchmark (not written yet).
enum SpecBench {
    static func run(_ arguments: [String]) {
        print("SpecBench: not written yet")
    }
}
