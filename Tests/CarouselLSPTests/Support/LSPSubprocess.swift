import CarouselLSP
import Foundation
import JSON
import Synchronization
import Testing

/// The real `carousel lsp` as a subprocess, spoken to through framed pipes.
///
/// The binary is found next to the test bundle (`<build dir>/carousel`), or at `$CAROUSEL_BIN`.
final class LSPSubprocess: @unchecked Sendable {
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["CAROUSEL_BIN"] { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("carousel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "carousel-not-found (build it: swift build --product carousel)")
    }()

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let received = Mutex<(framing: MessageFraming, messages: [JSONValue], stderr: [UInt8], stdout: [UInt8])>(
        (MessageFraming(), [], [], []))
    private var nextID = 1
    /// How many of the received messages were already returned by ``waitFor(_:timeout:)``.
    private var seen = 0

    init() throws {
        process.executableURL = Self.binary
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.received.withLock { state in
                state.stdout += [UInt8](data)
                state.framing.append([UInt8](data))
                while let event = state.framing.next() {
                    if case .message(let body) = event, let node = try? JSONReader.read(body) {
                        state.messages.append(node.value)
                    } else {
                        state.messages.append(.string("unreadable output frame"))
                    }
                }
            }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.received.withLock { $0.stderr += [UInt8](data) }
        }
        try process.run()
    }

    /// Writes raw bytes to the server's standard input.
    func write(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = .object([])) -> Int {
        let id = nextID
        nextID += 1
        write(
            MessageWriter.frame(
                .object([
                    ("jsonrpc", .string("2.0")), ("id", .integer(id)), ("method", .string(method)), ("params", params),
                ])))
        return id
    }

    /// Writes `body` framed with one correct `Content-Length` header.
    func writeFramed(_ body: String) {
        write(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue = .object([])) {
        write(
            MessageWriter.frame(
                .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])))
    }

    /// Waits for the first new message matching `predicate` (at most `timeout` seconds; records an issue then).
    func waitFor(
        _ what: String, timeout: Double = 60, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ predicate: (JSONValue) -> Bool
    ) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let messages = received.withLock { $0.messages }
            if let index = messages.indices.dropFirst(seen).first(where: { predicate(messages[$0]) }) {
                seen = index + 1
                return messages[index]
            }
            usleep(2_000)
        }
        Issue.record("carousel lsp sent no \(what) within \(timeout) s", sourceLocation: sourceLocation)
        return nil
    }

    /// The answer to request `id`.
    func answer(to id: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONValue? {
        waitFor("answer to request \(id)", sourceLocation: sourceLocation) { $0["id"] == .integer(id) }
    }

    /// Every message received so far.
    var messages: [JSONValue] { received.withLock { $0.messages } }

    /// Every byte the server wrote to standard output so far, exactly as written.
    var stdout: String { received.withLock { String(decoding: $0.stdout, as: UTF8.self) } }

    /// What the server wrote to standard error.
    var stderr: String { received.withLock { String(decoding: $0.stderr, as: UTF8.self) } }

    /// Closes standard input and waits for the exit code (killing the server after `timeout` seconds).
    func finish(timeout: Double = 60) -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("carousel lsp did not exit within \(timeout) s")
        }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        // What was written just before the exit and not yet handed to the handlers.
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let restErrors = errors.fileHandleForReading.readDataToEndOfFile()
        received.withLock { state in
            state.stdout += [UInt8](rest)
            state.stderr += [UInt8](restErrors)
            state.framing.append([UInt8](rest))
            while let event = state.framing.next() {
                if case .message(let body) = event, let node = try? JSONReader.read(body) {
                    state.messages.append(node.value)
                }
            }
        }
        return process.terminationStatus
    }
}
