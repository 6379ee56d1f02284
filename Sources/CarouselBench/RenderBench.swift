/// Benchmark (not written yet).
enum RenderBench {
    static func run(_ arguments: [String]) {
        print("RenderBench: not written yet")
    }
}
