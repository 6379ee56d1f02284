import JSON

extension LanguageServer {
    /// `textDocument/hover` (wired to SpecIntelligence when it is merged).
    func hover(_ params: JSONValue) throws(RPCError) -> JSONValue {
        _ = try openDocument(params)
        _ = try params.position("position")
        return .null
    }

    /// `textDocument/completion`.
    func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
        _ = try openDocument(params)
        _ = try params.position("position")
        return .array([])
    }

    /// `textDocument/documentSymbol`.
    func documentSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
        _ = try openDocument(params)
        return .array([])
    }

    /// `textDocument/formatting`.
    func formatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
        _ = try openDocument(params)
        return .array([])
    }
}
