/// The JSON-RPC 2.0 and LSP error codes the server answers with.
public enum RPCErrorCode: Int, Sendable, CaseIterable {
    /// The message is not valid JSON (the response's `id` is `null`).
    case parseError = -32700
    /// The JSON is not a request object, or a request came after `shutdown`.
    case invalidRequest = -32600
    /// The server has no request of this name.
    case methodNotFound = -32601
    /// The params are missing or have the wrong shape.
    case invalidParams = -32602
    /// Something failed inside the server (never expected; reported instead of crashing).
    case internalError = -32603
    /// A request other than `initialize` came before `initialize`.
    case serverNotInitialized = -32002
    /// A valid request that could not be done (formatting a document that does not parse).
    case requestFailed = -32803
    /// The client cancelled the request with `$/cancelRequest` before the server started it.
    case requestCancelled = -32800
}

/// A JSON-RPC error answer: a code and a message saying what was wrong and how to fix it.
public struct RPCError: Error, Sendable, Hashable {
    /// The error code.
    public var code: RPCErrorCode
    /// What was wrong, for the client's log.
    public var message: String

    /// Creates an error.
    public init(_ code: RPCErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Bad params: `message` names the field and what it should be.
    static func params(_ message: String) -> RPCError { RPCError(.invalidParams, message) }
}
