import JSON

/// One message from the client, sorted by its JSON-RPC shape.
enum RPCMessage {
    /// A request: it has an `id` and must be answered exactly once.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A notification: no `id`, never answered.
    case notification(method: String, params: JSONValue?)
    /// A response to a request of the server's (the server sends none, so these are dropped).
    case response
    /// Not a JSON-RPC message; answered with `error` (`id` when one could be read, else `null`).
    case invalid(id: JSONValue, error: RPCError)

    /// Sorts a decoded JSON value.
    init(_ value: JSONValue) {
        guard case .object = value else {
            self = .invalid(
                id: .null, error: RPCError(.invalidRequest, "a message must be a JSON object, got \(value.typeName)"))
            return
        }
        let rawID = value["id"]
        let id: JSONValue?
        switch rawID {
        case nil: id = nil
        case .some(.integer), .some(.largeInteger), .some(.string), .some(.number), .some(.null): id = rawID
        case .some(let other):
            self = .invalid(
                id: .null,
                error: RPCError(.invalidRequest, "\"id\" must be a number or a string, got \(other.typeName)"))
            return
        }
        guard value["jsonrpc"] == .string("2.0") else {
            self = .invalid(id: id ?? .null, error: RPCError(.invalidRequest, "\"jsonrpc\" must be \"2.0\""))
            return
        }
        // `"params": null` is how some clients (Emacs's eglot) write the void params of `shutdown`
        // and `exit`; it means no params, as a missing member does (rust-analyzer accepts it too).
        let params = value["params"].flatMap { $0 == .null ? nil : $0 }
        // A request with params that are not structured is answered; a notification never is
        // (its handler finds no fields and logs that).
        if let id, value["method"]?.string != nil, let params, !Self.isStructured(params) {
            self = .invalid(
                id: id,
                error: RPCError(
                    .invalidParams, "\"params\" must be an object, an array or null, got \(params.typeName)"))
            return
        }
        switch value["method"] {
        case .some(.string(let method)):
            if let id {
                self = .request(id: id, method: method, params: params)
            } else {
                self = .notification(method: method, params: params)
            }
        case nil where id != nil && (value["result"] != nil || value["error"] != nil):
            self = .response
        case nil:
            self = .invalid(id: id ?? .null, error: RPCError(.invalidRequest, "the message has no \"method\""))
        case .some(let other):
            self = .invalid(
                id: id ?? .null, error: RPCError(.invalidRequest, "\"method\" must be a string, got \(other.typeName)"))
        }
    }

    private static func isStructured(_ value: JSONValue) -> Bool {
        switch value {
        case .object, .array: return true
        default: return false
        }
    }
}
