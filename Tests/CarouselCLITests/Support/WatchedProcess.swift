import Foundation
import Testing

/// A `carousel check --watch` running in the background, its output collected as it comes.
///
/// No test waits for a time: ``waitFor(_:)`` polls the output until a condition holds, with a
/// generous limit (a failure, not a skip, when it runs out) only so a broken watch cannot hang
/// the suite.
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var stdoutText = ""
    private var stderrText = ""
    /// Standard output and standard error have reached their end (the process closed them).
    private var ended = (stdout: false, stderr: false)

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = CarouselProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, toStdout: true, from: handle)
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, toStdout: false, from: handle)
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Adds a chunk of a stream; an empty chunk is its end.
    private func append(_ data: Data, toStdout: Bool, from handle: FileHandle) {
        lock.lock()
        defer { lock.unlock() }
        if data.isEmpty {
            handle.readabilityHandler = nil
            if toStdout { ended.stdout = true } else { ended.stderr = true }
        } else if toStdout {
            stdoutText += String(decoding: data, as: UTF8.self)
        } else {
            stderrText += String(decoding: data, as: UTF8.self)
        }
    }

    /// Standard output and standard error so far.
    var output: (stdout: String, stderr: String) {
        lock.lock()
        defer { lock.unlock() }
        return (stdoutText, stderrText)
    }

    /// Both streams have reached their end: everything the process wrote is in ``output``.
    private var outputEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended.stdout && ended.stderr
    }

    /// After the process ended, waits (until `limit`) for the rest of its output: the pipes are
    /// read on other threads, so their last chunks can come after the exit is seen.
    private func waitForEndOfOutput(until limit: Date) -> Bool {
        while !outputEnded, Date() < limit { usleep(20_000) }
        return outputEnded
    }

    /// Polls until `condition` holds for the output; false (and an issue) when it never does.
    @discardableResult
    func waitFor(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (_ stdout: String, _ stderr: String) -> Bool
    ) -> Bool {
        let limit = Date().addingTimeInterval(60 * CarouselProcess.timeoutScale)
        while Date() < limit {
            let (out, err) = output
            if condition(out, err) { return true }
            if !process.isRunning {
                _ = waitForEndOfOutput(until: limit)
                let (out, err) = output
                if condition(out, err) { return true }
                break
            }
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
        if !waitForEndOfOutput(until: limit) {
            Issue.record("check --watch stopped but its output never ended", sourceLocation: sourceLocation)
        }
        return process.terminationStatus
    }
}
