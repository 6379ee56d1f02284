/// Benchmark (not written yet).
enum TOMLBench {
    static func run(_ arguments: [String]) {
        print("TOMLBench: not written yet")
    }
}
