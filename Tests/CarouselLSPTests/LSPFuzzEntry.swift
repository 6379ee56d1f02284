import CarouselLSP
import CarouselSpec
import JSON
import SourceDiagnostics

/// The `lsp` fuzz target's whole body (Fuzz/lsp/FuzzTarget.swift calls it; the regression suite too).
///
/// Reads raw bytes as the standard input of `carousel lsp`: after a fixed `initialize` and the
/// `didOpen` of a small spec, the input goes through ``MessageFraming`` in chunks (their size is
/// the input's first byte modulo 16, plus 1, so the fuzzer also varies where reads split the
/// stream) and each chunk's events through ``LanguageServer/handle(events:)``, as the CLI's loop
/// does; then `shutdown` and `exit`. The analysis compiles on an in-memory disk (one image, one
/// font file, no project config). Every reply must frame and read back as JSON, or the entry traps.
enum LSPFuzzEntry {
    /// The largest body the fuzzed framing accepts, small so that over-long bodies are reached.
    static let maximumBodyBytes = 4096
    /// The document opened before the input: the URI the seeds and the dictionary use.
    static let uri = "file:///fuzz/a.carousel.toml"
    static let specText = """
        [[carousel]]
        id = "main"
        kind = "paging"
        items = [{ title = "日本語😀", colr = "teal", image = "card.png" }]

        [[carousel]]
        id = "main"
        kind = "stack"
        font = "missing.ttf"

        """

    static let disk = InMemoryFileSystem(files: ["/fuzz/card.png": [0x89, 0x50, 0x4E, 0x47], "/fuzz/font.ttf": [0]])

    static func environment() -> LanguageServerEnvironment {
        let loader = SpecLoader(fileSystem: disk, workingDirectory: "/fuzz")
        return LanguageServerEnvironment(
            analyze: { path, bytes in
                loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path))
                    .diagnostics
            },
            diagnosticsDocsURL: "https://example.org/docs/diagnostics.md")
    }

    /// The framed bytes of a message.
    static func framed(_ json: String) -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    static let prelude: [UInt8] =
        framed(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#)
        + framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        + framed(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                + #""languageId":"toml","version":1,"text":\#(JSONValue.string(specText).compactText)}}}"#)
    static let epilogue: [UInt8] =
        framed(#"{"jsonrpc":"2.0","id":"end","method":"shutdown","params":null}"#)
        + framed(#"{"jsonrpc":"2.0","method":"exit"}"#)

    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let server = LanguageServer(environment: environment())
        var framing = MessageFraming(maximumBodyBytes: maximumBodyBytes)
        let chunk = Int(bytes.first ?? 0) % 16 + 1
        var pieces = [prelude]
        var index = 0
        while index < bytes.count {
            pieces.append(Array(bytes[index..<min(index + chunk, bytes.count)]))
            index += chunk
        }
        pieces.append(epilogue)
        for piece in pieces {
            guard !server.hasExited else { return }
            framing.append(piece)
            var events: [MessageFraming.Event] = []
            while let event = framing.next() { events.append(event) }
            for reply in server.handle(events: events) { check(reply) }
        }
    }

    /// Traps unless `reply` frames and reads back as JSON with the same id, when the id is a
    /// string or a whole number (a fraction may come back written shorter: `2.0` as `2`).
    static func check(_ reply: JSONValue) {
        var reader = MessageFraming(maximumBodyBytes: Int.max)
        reader.append(MessageWriter.frame(reply))
        guard case .message(let body)? = reader.next(), let node = try? JSONReader.read(body) else {
            fatalError("a reply does not read back: \(reply)")
        }
        switch reply["id"] {
        case .some(.number): break
        case let id: if node.value["id"] != id { fatalError("the id \(String(describing: id)) came back changed") }
        }
    }
}

extension JSONValue {
    /// The compact JSON text of the value.
    fileprivate var compactText: String {
        var out: [UInt8] = []
        JSONWriter(format: .compact).write(self, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
