import CarouselLSP
import CarouselSpec
import JSON
import SourceDiagnostics
import SpecIntelligence
import Testing

/// Drives a ``LanguageServer`` in process like an editor would: numbered requests, notifications,
/// and a record of everything the server sent.
final class LSPTestClient {
    let server: LanguageServer
    var nextID = 1
    /// Every message the server sent, in order.
    var received: [JSONValue] = []

    static let docsURL = "https://example.org/docs/diagnostics.md"

    /// The analyzers the server made, one per document opened, in order.
    var analyzers: [SessionAnalyzer] { made.analyzers }
    private let made: SessionAnalyzers

    /// A server whose analysis compiles the text as `check` does, over `files` (an in-memory disk),
    /// each document through a ``SpecEditSession`` (re-reading only the item an edit touched).
    /// `binary` files (pictures) join the text `files` on that disk.
    init(files: [String: String] = [:], binary: [String: [UInt8]] = [:], pathLister: (any PathLister)? = nil) {
        let disk = InMemoryFileSystem(files: files.mapValues { Array($0.utf8) }.merging(binary) { $1 })
        let loader = SpecLoader(fileSystem: disk, workingDirectory: "/")
        let made = SessionAnalyzers()
        self.made = made
        server = LanguageServer(
            environment: LanguageServerEnvironment(
                analyze: { path, bytes in
                    loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path))
                        .diagnostics
                },
                makeAnalyzer: {
                    let analyzer = SessionAnalyzer(loader: loader)
                    made.analyzers.append(analyzer)
                    return analyzer
                },
                diagnosticsDocsURL: Self.docsURL, pathLister: pathLister))
    }

    /// Sends a request and returns the server's answer to it (recording an issue unless there is exactly one).
    @discardableResult
    func request(
        _ method: String, _ params: JSONValue = .object([]), sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        -> JSONValue
    {
        let id = nextID
        nextID += 1
        let out = server.handle(message(id: .integer(id), method: method, params: params))
        received += out
        let answers = out.filter { $0["id"] == .integer(id) }
        #expect(answers.count == 1, "\(method): \(answers.count) answers", sourceLocation: sourceLocation)
        return answers.first ?? .null
    }

    /// Sends a notification and returns what the server sent back.
    @discardableResult
    func notify(_ method: String, _ params: JSONValue = .object([])) -> [JSONValue] {
        let out = server.handle(message(id: nil, method: method, params: params))
        received += out
        return out
    }

    func message(id: JSONValue?, method: String, params: JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0"))]
        if let id { members.append(("id", id)) }
        members += [("method", .string(method)), ("params", params)]
        return .object(members)
    }

    /// `initialize` + `initialized`.
    func start() {
        request("initialize", .object([("processId", .null), ("capabilities", .object([]))]))
        notify("initialized")
    }

    /// Opens `text` as `uri` and returns the diagnostics published for it.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        let out = notify(
            "textDocument/didOpen",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string(uri)), ("languageId", .string("toml")), ("version", .integer(version)),
                        ("text", .string(text)),
                    ])
                )
            ]))
        return Self.diagnostics(in: out, uri: uri) ?? []
    }

    /// The diagnostics of the last `publishDiagnostics` for `uri` in `messages`.
    static func diagnostics(in messages: [JSONValue], uri: String) -> [JSONValue]? {
        for message in messages.reversed()
        where message["method"] == .string("textDocument/publishDiagnostics")
            && message["params"]?["uri"] == .string(uri)
        {
            if case .array(let list)? = message["params"]?["diagnostics"] { return list }
        }
        return nil
    }
}

/// JSON builders for tests.
enum LSPJSON {
    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .integer(line)), ("character", .integer(character))])
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
        .object([("start", position(l1, c1)), ("end", position(l2, c2))])
    }

    static func document(_ uri: String) -> (String, JSONValue) {
        ("textDocument", .object([("uri", .string(uri))]))
    }

    /// Applies LSP `TextEdit`s (UTF-16 ranges) to `text`, last first, clamping positions the way
    /// LSP asks (a column past the line's end is its end; a line past the last is the end).
    static func apply(_ edits: [JSONValue], to text: String) -> String {
        var units = Array(text.utf16)
        func offset(_ position: JSONValue?) -> Int {
            let line = max(0, Int(position?["line"]?.double ?? 0))
            let character = max(0, Int(position?["character"]?.double ?? 0))
            var start = 0
            for _ in 0..<line {
                guard let newline = units[start...].firstIndex(of: 0x0A) else { return units.count }
                start = newline + 1
            }
            var end = units[start...].firstIndex(of: 0x0A) ?? units.count
            if end > start, units[end - 1] == 0x0D { end -= 1 }
            var index = min(start + character, end)
            // Inside a surrogate pair: the start of the character.
            if index > start, index < units.count, UTF16.isTrailSurrogate(units[index]),
                UTF16.isLeadSurrogate(units[index - 1])
            {
                index -= 1
            }
            return index
        }
        let ranges = edits.map { edit -> (Int, Int, String) in
            let a = offset(edit["range"]?["start"])
            let b = offset(edit["range"]?["end"])
            return (min(a, b), max(a, b), edit["newText"]?.string ?? "")
        }
        for (start, end, replacement) in ranges.sorted(by: { $0.0 > $1.0 }) {
            units.replaceSubrange(start..<end, with: Array(replacement.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }
}
