import JSON
import SourceDiagnostics

/// A Language Server Protocol (3.17) server for spec files, without pipes: it takes decoded
/// messages and returns the messages to send (responses and notifications), so tests and
/// benchmarks drive it directly and `carousel lsp` only frames bytes around it.
///
/// Every request gets exactly one answer; nothing a client sends makes it trap. Messages handed
/// over together (``handle(frames:)``) form a batch: a `$/cancelRequest` cancels an earlier
/// request of the same batch that has not run yet, and diagnostics are published once per
/// changed document at the end of the batch.
public final class LanguageServer {
    /// Where the server is in the LSP lifecycle.
    enum State { case uninitialized, running, shutDown, exited }

    var state = State.uninitialized
    let environment: LanguageServerEnvironment
    /// Open documents by URI.
    var documents: [String: TextDocument] = [:]
    /// URIs whose diagnostics are published at the end of the batch, in the order they changed.
    var pending: [String] = []
    /// URIs closed in this batch, whose diagnostics are cleared at its end.
    var closedURIs: [String] = []
    /// What the analyses of open documents found in other files (bases, item source files).
    var referencedReports = ReferencedFileReports()

    /// The process exit code once `exit` arrived: 0 after `shutdown`, 1 without; `nil` while running.
    public private(set) var exitCode: Int32?

    /// Creates a server that analyses documents with `environment`.
    public init(environment: LanguageServerEnvironment) {
        self.environment = environment
    }

    /// Handles one decoded message and returns what to send.
    public func handle(_ message: JSONValue) -> [JSONValue] {
        run([RPCMessage(message)])
    }

    /// Handles one message's bytes (the body of one frame): invalid JSON is answered with a
    /// parse error (-32700, `id` null).
    public func handle(frame: [UInt8]) -> [JSONValue] {
        handle(frames: [frame])
    }

    /// Handles the bodies of several frames that arrived together, as one batch.
    ///
    /// Each body is dropped once decoded, and each message once handled: a `didOpen` of a 13 MB
    /// spec is not kept three times (body, message, document) while the document is analysed.
    public func handle(frames: consuming [[UInt8]]) -> [JSONValue] {
        var batch: [RPCMessage] = []
        batch.reserveCapacity(frames.count)
        for index in frames.indices {
            batch.append(Self.decode(frames[index]))
            frames[index] = []
        }
        return run(consume batch)
    }

    /// Handles what ``MessageFraming/next()`` gave for bytes that arrived together: the messages
    /// between two framing errors form one batch, and each framing error is logged and answered
    /// in its place (``frameError(_:)``). `carousel lsp` and the `lsp` fuzz target both read this way.
    public func handle(events: consuming [MessageFraming.Event]) -> [JSONValue] {
        // Taken from the back so each body is held by `frames` alone and freed once decoded.
        var pending = consume events
        pending.reverse()
        var frames: [[UInt8]] = []
        var out: [JSONValue] = []
        while let event = pending.popLast() {
            switch event {
            case .message(let body): frames.append(body)
            case .error(let error):
                environment.log(error.message)
                out += handle(frames: consume frames) + frameError(error)
                frames = []
            }
        }
        return out + handle(frames: consume frames)
    }

    /// The answer to a frame that could not be read (a bad header, a body over the size limit):
    /// an error with `id` null, as for a message that is not JSON.
    public func frameError(_ error: RPCError) -> [JSONValue] {
        guard state != .exited else { return [] }
        return [RPCOutgoing.error(id: .null, error)]
    }

    /// Whether `exit` arrived (the caller stops reading and exits with ``exitCode``).
    public var hasExited: Bool { state == .exited }

    static func decode(_ bytes: [UInt8]) -> RPCMessage {
        do throws(JSONError) {
            return RPCMessage(try JSONReader.read(bytes).value)
        } catch {
            return .invalid(id: .null, error: RPCError(.parseError, "the message is not valid JSON: \(error)"))
        }
    }

    /// Runs a batch in order, then publishes the diagnostics of the documents it changed.
    func run(_ batch: consuming [RPCMessage]) -> [JSONValue] {
        var lastCancel: [JSONValue: Int] = [:]
        for (index, message) in batch.enumerated() {
            if case .notification("$/cancelRequest", let params?) = message, let id = params["id"] {
                lastCancel[id] = index
            }
        }
        var out: [JSONValue] = []
        for index in batch.indices {
            guard state != .exited else { break }
            let message = batch[index]
            batch[index] = .response  // Handled: its params (a whole document, for didOpen) are freed.
            switch message {
            case .request(let id, let method, let params):
                let cancelled = lastCancel[id].map { $0 > index } ?? false
                out.append(answer(id: id, method: method, params: params, cancelled: cancelled))
            case .notification(let method, let params):
                notify(method: method, params: params)
            case .response:
                break
            case .invalid(let id, let error):
                out.append(RPCOutgoing.error(id: id, error))
            }
        }
        // After exit nothing more is sent; after shutdown the client no longer listens for diagnostics.
        if state == .running { out += publishPending() }
        return out
    }

    /// The one answer to a request.
    private func answer(id: JSONValue, method: String, params: JSONValue?, cancelled: Bool) -> JSONValue {
        if cancelled { return RPCOutgoing.error(id: id, RPCError(.requestCancelled, "\(method) was cancelled")) }
        switch state {
        case .uninitialized where method != "initialize":
            return RPCOutgoing.error(
                id: id, RPCError(.serverNotInitialized, "\(method) came before initialize; send initialize first"))
        case .shutDown, .exited:
            return RPCOutgoing.error(
                id: id, RPCError(.invalidRequest, "\(method) came after shutdown; only exit is accepted now"))
        default:
            break
        }
        do throws(RPCError) {
            return RPCOutgoing.result(id: id, try request(method, params ?? .object([])))
        } catch {
            return RPCOutgoing.error(id: id, error)
        }
    }

    /// The result of request `method`, or the error to answer with.
    private func request(_ method: String, _ params: JSONValue) throws(RPCError) -> JSONValue {
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown":
            state = .shutDown
            return .null
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/documentLink": return try documentLinks(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        default: throw RPCError(.methodNotFound, "the carousel language server has no request \"\(method)\"")
        }
    }

    /// Handles a notification; problems are logged, never answered.
    private func notify(method: String, params: JSONValue?) {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            state = .exited
            return
        }
        guard state == .running else {
            if state == .uninitialized { environment.log("ignored \(method): it came before initialize") }
            return
        }
        do throws(RPCError) {
            let params = params ?? .object([])
            switch method {
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didSave": try didSave(params)
            case "textDocument/didClose": try didClose(params)
            default: break
            }
        } catch {
            environment.log("ignored \(method): \(error.message)")
        }
    }
}
