import Foundation
import Testing

extension CarouselProcess {
    /// Runs `carousel arguments...` in `directory` with `input` on its standard input.
    static func run(_ arguments: [String], in directory: URL, input: String) throws -> RunResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            // A child that exits before reading all its input (a usage error) closes the pipe:
            // the write fails with EPIPE instead of killing the test process with SIGPIPE.
            CarouselProcess.blockBrokenPipeSignalInThisThread()
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = ErrorCollector(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors.wait(), as: UTF8.self), stdoutBytes: output)
    }
}

extension CarouselProcess {
    /// Makes this thread's writes to a pipe whose reader has gone fail with EPIPE rather than end
    /// the whole test process with SIGPIPE. Only the calling thread (a writer of a child's
    /// standard input) blocks the signal: the process and the children it starts keep the
    /// default, so a child's own broken pipes behave as they do outside the tests.
    static func blockBrokenPipeSignalInThisThread() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}

/// Reads a pipe to its end on its own thread (so a full stderr pipe never blocks the child).
final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
