import JSON

/// Random JSON-RPC traffic for ``LanguageServerRandomMessageTests``: valid and invalid messages,
/// random methods and params, incremental edits at random positions.
struct RandomMessages {
    var random: SeededRandom
    let uris = ["file:///r/a.carousel.toml", "file:///r/%E6%97%A5.carousel.toml", "untitled:1"]
    static let methods = [
        "initialize", "shutdown", "textDocument/hover", "textDocument/completion", "textDocument/codeAction",
        "textDocument/documentSymbol", "textDocument/formatting", "textDocument/definition", "", "$/x",
        "workspace/symbol", "textDocument/prepareRename", "textDocument/rename", "textDocument/documentLink",
        "textDocument/foldingRange", "textDocument/semanticTokens/full",
    ]
    static let notifications = [
        "initialized", "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave",
        "textDocument/didClose", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration",
    ]
    static let snippets = [
        "[[carousel]]\n", "id = \"main\"\n", "kind = \"paging\"\n", "日本語", "😀", "\r\n", "\n", "= ", "\"", "[",
        "items = [{ title = \"é😀\", colr = \"teal\" }]\n", "[carousel.auto]\ninterval = \"2.5s\"\n", "#", "]]", "",
        "\u{FEFF}", "\t", "spaceing = 10\n", "}", "{", "sync = \"main\"\n", "image = \"a/../b.png\"\n", "\"\"\"",
        "[[carousel.items]]\n",
    ]

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func text() -> String {
        (0..<random.int(0...12)).map { _ in random.pick(Self.snippets) }.joined()
    }

    mutating func scalar() -> JSONValue {
        switch random.int(0...6) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return .integer(random.pick([0, -1, 1, 7, Int.max, Int.min, random.int(-1000...1000)]))
        case 3: return .number(random.pick([0.5, -2.25, 1e300, 3.0]))
        case 4: return .string(text())
        default: return .string(random.pick(uris))
        }
    }

    /// Any JSON value, nested up to `depth`.
    mutating func value(depth: Int = 3) -> JSONValue {
        guard depth > 0, random.chance(40) else { return scalar() }
        if random.chance(50) {
            return .array((0..<random.int(0...4)).map { _ in value(depth: depth - 1) })
        }
        let keys = ["textDocument", "uri", "position", "range", "line", "character", "text", "id", "context", "x"]
        return .object((0..<random.int(0...4)).map { _ in (random.pick(keys), value(depth: depth - 1)) })
    }

    mutating func position() -> JSONValue {
        if random.chance(5) { return value(depth: 1) }
        return .object([
            ("line", .integer(random.int(-2...12))), ("character", .integer(random.pick([-1, 0, 1, 2, 5, 30, 1000]))),
        ])
    }

    mutating func range() -> JSONValue {
        .object([("start", position()), ("end", position())])
    }

    /// Params that are mostly the right shape for `method`.
    mutating func params(for method: String) -> JSONValue {
        if random.chance(8) { return value() }
        let document: (String, JSONValue) = ("textDocument", .object([("uri", .string(random.pick(uris)))]))
        switch method {
        case "textDocument/didOpen":
            return .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string(random.pick(uris))), ("languageId", .string("toml")),
                        ("version", .integer(random.int(0...99))), ("text", .string(text())),
                    ])
                )
            ])
        case "textDocument/didChange":
            let changes = (0..<random.int(0...3)).map { _ -> JSONValue in
                random.chance(15)
                    ? .object([("text", .string(text()))])
                    : .object([("range", range()), ("text", .string(text()))])
            }
            return .object([
                (
                    "textDocument",
                    .object([("uri", .string(random.pick(uris))), ("version", .integer(random.int(0...99)))])
                ),
                ("contentChanges", .array(changes)),
            ])
        case "textDocument/codeAction":
            return .object([document, ("range", range()), ("context", .object([("diagnostics", .array([]))]))])
        case "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/prepareRename":
            return .object([document, ("position", position())])
        case "textDocument/rename":
            let odd = scalar()
            let name: JSONValue = random.pick([.string("main"), .string("new-id"), .string("Bad Id"), .string(""), odd])
            return .object([document, ("position", position()), ("newName", name)])
        case "$/cancelRequest":
            return .object([("id", .integer(random.int(0...50)))])
        default:
            return .object([document])
        }
    }
}
