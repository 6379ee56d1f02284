import Foundation
import Testing

/// What one run of the `carousel` binary did.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs the built `carousel` executable as a subprocess.
///
/// The binary is found next to the test bundle (`<build dir>/carousel`), or at `$CAROUSEL_BIN`.
enum CarouselProcess {
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["CAROUSEL_BIN"] { return URL(fileURLWithPath: path) }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // On Linux the runner is `<build dir>/CarouselPackageTests.xctest`; on macOS it is inside the bundle.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("carousel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return runner.deletingLastPathComponent().appendingPathComponent("carousel")
    }()

    /// Multiplies every timeout: `CAROUSEL_TEST_TIMEOUT_SCALE` (set by `make test-asan`, whose
    /// instrumented debug build runs several times slower), else 1.
    static let timeoutScale: Double = {
        let text = ProcessInfo.processInfo.environment["CAROUSEL_TEST_TIMEOUT_SCALE"] ?? ""
        guard let scale = Double(text), scale >= 1, scale <= 100 else { return 1 }
        return scale
    }()

    /// Runs `carousel arguments...` in `directory` and waits (at most `timeout` seconds, then kills it).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 60, executable: String? = nil, input: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout * timeoutScale)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record(
                "carousel \(arguments.joined(separator: " ")) did not finish within \(timeout * timeoutScale) s",
                sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let stdout = try Data(contentsOf: outURL)
        let stderr = try Data(contentsOf: errURL)
        return RunResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), stdoutBytes: stdout
        )
    }

    /// Runs `carousel arguments...` under `/usr/bin/time -f %M` and returns the result with the
    /// peak resident set size of that one child, in bytes (not of every child the tests started).
    /// `input` is a file read as standard input.
    static func runMeasured(
        _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 120, input: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (result: RunResult, peakBytes: Int) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-rss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try run(
            ["-f", "%M", "-o", report.path, binary.path] + arguments, in: directory, timeout: timeout,
            executable: "/usr/bin/time", input: input, sourceLocation: sourceLocation)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let kibibytes = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (result, (kibibytes ?? Int.max / 2048) * 1024)
    }
}
