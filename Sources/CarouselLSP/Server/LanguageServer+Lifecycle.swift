import JSON

extension LanguageServer {
    /// Characters after which clients ask for completion: a dotted key, a string value, a table
    /// header, a path segment, and the `=` before a value.
    static let completionTriggers = [".", "\"", "[", "/", "="]

    /// `initialize`: records that the client is here and says what the server can do.
    func initialize(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard state == .uninitialized else {
            throw RPCError(.invalidRequest, "initialize was already received; send it once per session")
        }
        guard case .object = params else { throw .params("initialize needs an object of params") }
        state = .running
        var info: [(String, JSONValue)] = [("name", .string("carousel"))]
        if !environment.serverVersion.isEmpty { info.append(("version", .string(environment.serverVersion))) }
        return .object([("capabilities", Self.capabilities), ("serverInfo", .object(info))])
    }

    /// The `ServerCapabilities` of `initialize`'s result.
    static var capabilities: JSONValue {
        .object([
            ("positionEncoding", .string("utf-16")),
            (
                "textDocumentSync",
                .object([
                    ("openClose", .bool(true)), ("change", .integer(2)),
                    ("save", .object([("includeText", .bool(false))])),
                ])
            ),
            ("hoverProvider", .bool(true)),
            (
                "completionProvider",
                .object([
                    ("triggerCharacters", .array(completionTriggers.map { .string($0) })),
                    ("resolveProvider", .bool(false)),
                ])
            ),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("documentFormattingProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("documentLinkProvider", .object([("resolveProvider", .bool(false))])),
            ("foldingRangeProvider", .bool(true)),
            (
                "semanticTokensProvider",
                .object([
                    (
                        "legend",
                        .object([
                            ("tokenTypes", .array(semanticTokenTypes.map { .string($0) })),
                            ("tokenModifiers", .array([])),
                        ])
                    ),
                    ("full", .bool(true)),
                ])
            ),
        ])
    }
}
