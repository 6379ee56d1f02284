import JSON

/// Builds the JSON-RPC messages the server sends.
enum RPCOutgoing {
    /// A successful response.
    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    /// An error response.
    static func error(id: JSONValue, _ error: RPCError) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .integer(error.code.rawValue)), ("message", .string(error.message))])),
        ])
    }

    /// A notification.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
