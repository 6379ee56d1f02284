#if canImport(Glibc)
    import Glibc
#endif
import SourceDiagnostics
import TOML

/// `carousel-bench toml [--file PATH] [--runs N]`: TOML parse throughput in MB/s (MB = 10^6 bytes).
///
/// Without `--file` it generates (or reuses) the 5 MB benchmark file with
/// `python3 ../shared/bench/gen_toml.py OUT 5 42`; when ../shared is missing it says so and skips.
enum TOMLBench {
    static func run(_ arguments: [String]) {
        var file: String?
        var runs = 5
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--file", index + 1 < arguments.count {
                file = arguments[index + 1]
                index += 1
            } else if arguments[index] == "--runs", index + 1 < arguments.count, let value = Int(arguments[index + 1]),
                value > 0
            {
                runs = value
                index += 1
            }
            index += 1
        }
        guard let path = file ?? generatedFile() else { return }
        guard let bytes = readFile(path) else {
            print("toml parse: skipped, cannot read \(path)")
            return
        }
        let source = SourceFile(path: path, bytes: bytes)
        let warmUp = TOMLDocumentParser.parse(source)
        guard warmUp.isValid else {
            print("toml parse: skipped, \(path) is not valid TOML: \(warmUp.diagnostics.first?.message ?? "")")
            return
        }
        var rates: [Double] = []
        var cpuRates: [Double] = []
        let megabytes = Double(bytes.count) / 1e6
        for _ in 0..<runs {
            // Like peers_parse.py (Python frees `loads()`'s result before its clock stops), the
            // timed region includes releasing the parsed document.
            let start = now(CLOCK_MONOTONIC)
            let cpuStart = now(CLOCK_THREAD_CPUTIME_ID)
            let valid = TOMLDocumentParser.parse(source).isValid
            let cpuSeconds = now(CLOCK_THREAD_CPUTIME_ID) - cpuStart
            let seconds = now(CLOCK_MONOTONIC) - start
            precondition(valid)
            rates.append(megabytes / seconds)
            cpuRates.append(megabytes / cpuSeconds)
        }
        rates.sort()
        print(
            "toml parse: \(format(megabytes)) MB, median of \(runs): \(format(median(rates))) MB/s "
                + "(min \(format(rates[0])), max \(format(rates[rates.count - 1]))); "
                + "by thread CPU time: \(format(median(cpuRates.sorted()))) MB/s  [\(path)]")
    }

    /// The median of sorted values.
    static func median(_ sorted: [Double]) -> Double {
        sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The path of the 5 MB generated file, creating it when needed; nil (after saying why) when impossible.
    static func generatedFile() -> String? {
        let generator = "../shared/bench/gen_toml.py"
        guard access(generator, R_OK) == 0 else {
            print(
                "toml parse: skipped, \(generator) not found (it exists only beside the project's CI clone); "
                    + "pass --file PATH to benchmark your own TOML file")
            return nil
        }
        let output = ".build/bench-5mb.toml"
        if access(output, R_OK) == 0 { return output }
        mkdir(".build", 0o755)
        let status = system("python3 \(generator) \(output) 5 42 > /dev/null")
        guard status == 0, access(output, R_OK) == 0 else {
            print("toml parse: skipped, `python3 \(generator) \(output) 5 42` failed (status \(status))")
            return nil
        }
        return output
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let handle = fopen(path, "rb") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return ferror(handle) == 0 ? bytes : nil
    }

    /// Seconds on `clock`.
    static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
