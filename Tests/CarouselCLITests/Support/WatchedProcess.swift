import Foundation
import Testing

/// A `carousel check --watch` running in the background, its output collected as it comes.
///
/// No test waits for a time: ``waitFor(_:)`` polls the output until a condition holds, with a
/// generous limit (a failure, not a skip, when it runs out) only so a broken watch cannot hang
/// the suite.
///
/// Standard output and standard error go to two files, read afresh at each poll (as
/// `CarouselProcess.run` collects them):
/// what the process wrote is in them as soon as its `write` returns, so once it has exited
/// they hold everything, with no pipe to drain on another thread and no end-of-file to wait for.
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let scratch: URL
    private let stdoutURL: URL
    private let stderrURL: URL

    init(_ arguments: [String], in directory: URL) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        stdoutURL = scratch.appendingPathComponent("stdout")
        stderrURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: stdoutURL)
        let err = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.executableURL = CarouselProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Standard output and standard error so far.
    var output: (stdout: String, stderr: String) {
        let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return (read(stdoutURL), read(stderrURL))
    }

    /// Polls until `condition` holds for the output; false (and an issue) when it never does.
    @discardableResult
    func waitFor(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (_ stdout: String, _ stderr: String) -> Bool
    ) -> Bool {
        let limit = Date().addingTimeInterval(60 * CarouselProcess.timeoutScale)
        while Date() < limit {
            // Whether it still ran is asked first: output read after it ended is complete.
            let running = process.isRunning
            let (out, err) = output
            if condition(out, err) { return true }
            if !running { break }
            usleep(20_000)
        }
        let (out, err) = output
        Issue.record(
            "check --watch: never saw \(what)\nstdout:\n\(out)\nstderr:\n\(err)", sourceLocation: sourceLocation)
        return false
    }

    /// Sends SIGINT (Ctrl-C) and waits for the exit status; a watch that does not stop is
    /// killed (an issue, status -1) so the suite cannot hang.
    func interrupt(sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        process.interrupt()
        let limit = Date().addingTimeInterval(60 * CarouselProcess.timeoutScale)
        while process.isRunning, Date() < limit { usleep(20_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("check --watch did not stop on SIGINT", sourceLocation: sourceLocation)
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
