#if canImport(Glibc)
    import Glibc
#endif
import SourceDiagnostics
import TOML
import TOMLFormat

/// `carousel-bench fmt [--file PATH ...] [--runs N]`: `carousel fmt` throughput in MB/s
/// (MB = 10^6 bytes of input), with TOML parse throughput on the same file in the same run.
///
/// Without `--file` it uses the 5 MB generated file (as `toml` does) and the 100,000-item spec
/// that `carousel-bench spec` writes to `$TMPDIR`. Each figure is the median of the runs; a
/// format includes its safety check (the output is parsed again and compared with the input).
enum FmtBench {
    static func run(_ arguments: [String]) {
        var files: [String] = []
        var runs = 5
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--file", index + 1 < arguments.count {
                files.append(arguments[index + 1])
                index += 1
            } else if arguments[index] == "--runs", index + 1 < arguments.count, let value = Int(arguments[index + 1]),
                value > 0
            {
                runs = value
                index += 1
            }
            index += 1
        }
        if files.isEmpty {
            if let generated = TOMLBench.generatedFile() { files.append(generated) }
            let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
            let big = folder + "/carousel-bench-100000-items.carousel.toml"
            if access(big, R_OK) == 0 {
                files.append(big)
            } else {
                print("fmt: skipped the 100,000-item spec: \(big) is not there (run `carousel-bench spec` first)")
            }
        }
        for path in files { measure(path, runs: runs) }
    }

    /// Prints the fmt throughput on `path` (messy input and already-formatted input) and the parse throughput.
    static func measure(_ path: String, runs: Int) {
        guard let bytes = TOMLBench.readFile(path) else {
            print("fmt: skipped, cannot read \(path)")
            return
        }
        guard case .success(let formatted) = TOMLFormatter.format(bytes: bytes, path: path) else {
            print("fmt: skipped, \(path) cannot be formatted (not valid TOML?)")
            return
        }
        let megabytes = Double(bytes.count) / 1e6
        let fmtSeconds = median(runs) { _ = TOMLFormatter.format(bytes: bytes, path: path) }
        let fmtCPUSeconds = median(runs, clock: CLOCK_THREAD_CPUTIME_ID) {
            _ = TOMLFormatter.format(bytes: bytes, path: path)
        }
        let tidySeconds = median(runs) { _ = TOMLFormatter.format(bytes: formatted, path: path) }
        let parseSeconds = median(runs) { _ = TOMLDocumentParser.parse(SourceFile(path: path, bytes: bytes)) }
        let changed = formatted == bytes ? "already formatted" : "changes it"
        print(
            "fmt: \(TOMLBench.format(megabytes)) MB (\(changed)), median of \(runs): "
                + "\(TOMLBench.format(megabytes / fmtSeconds)) MB/s "
                + "(by thread CPU time \(TOMLBench.format(megabytes / fmtCPUSeconds)) MB/s); formatted input "
                + "\(TOMLBench.format(Double(formatted.count) / 1e6 / tidySeconds)) MB/s; "
                + "parse alone \(TOMLBench.format(megabytes / parseSeconds)) MB/s  [\(path)]")
    }

    /// The median time of `runs` calls of `body` on `clock` (wall time by default), in seconds.
    private static func median(_ runs: Int, clock: clockid_t = CLOCK_MONOTONIC, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = TOMLBench.now(clock)
            body()
            times.append(TOMLBench.now(clock) - start)
        }
        return TOMLBench.median(times.sorted())
    }
}
