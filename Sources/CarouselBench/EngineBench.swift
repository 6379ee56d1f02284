/// Benchmark (not written yet).
enum EngineBench {
    static func run(_ arguments: [String]) {
        print("EngineBench: not written yet")
    }
}
