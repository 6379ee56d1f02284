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

    /// Runs `carousel arguments...` in `directory` and waits (at most `timeout` seconds, then kills it).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation
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
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record(
                "carousel \(arguments.joined(separator: " ")) did not finish within \(timeout) s",
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

    /// The largest resident set size of any finished child so far, in bytes (Linux `ru_maxrss` is in KiB).
    static var peakChildResidentBytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
