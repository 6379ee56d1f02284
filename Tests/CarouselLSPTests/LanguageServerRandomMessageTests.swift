import CarouselLSP
import JSON
import SourceDiagnostics
import Testing

/// 100,000 random messages (seeded) through the framing and the server: valid and invalid
/// JSON-RPC, random methods and params, random incremental edits at random positions, random
/// bytes between frames and over-long frames. No crash, and every request is answered once.
@Suite struct LanguageServerRandomMessageTests {
    static let messageCount = 100_000
    static let seed: UInt64 = 12

    /// Diagnostics at spans taken from the text's length, some outside it, with fix-its and labels.
    static func fakeAnalysis(path: String, bytes: [UInt8]) -> [Diagnostic] {
        let n = bytes.count
        let spans = [SourceSpan(start: 0, end: n), SourceSpan(start: n / 2, end: n + 7), SourceSpan(start: -3, end: 2)]
        return spans.enumerated().map { index, span in
            Diagnostic(
                severity: index == 0 ? .error : .warning, code: DiagnosticID("E010\(index)"), message: "m\(index)",
                span: span, labels: [DiagnosticLabel(span: SourceSpan(start: n - 1, end: n + 1), message: "l")],
                help: "h", notes: ["n"],
                fixIts: [
                    FixIt.replace(span, with: "😀", safety: .safe),
                    FixIt.remove(SourceSpan(start: n, end: n + 100), message: "r", safety: .unsafe),
                ])
        }
    }

    static func newServer() -> LanguageServer {
        LanguageServer(environment: LanguageServerEnvironment(analyze: fakeAnalysis, diagnosticsDocsURL: "x"))
    }

    @Test func randomTrafficNeverCrashesAndEveryRequestIsAnsweredOnce() {
        var generator = RandomMessages(seed: Self.seed)
        var server = Self.newServer()
        var framing = MessageFraming(maximumBodyBytes: 16 * 1024)
        var nextID = 0
        var sent = 0
        var answered: [Int: Int] = [:]
        var expected: Set<Int> = []
        var requests = 0
        while sent < Self.messageCount {
            var stream: [UInt8] = []
            var batchIDs: [Int] = []
            let exitBatch = generator.random.chance(1)
            for _ in 0..<(exitBatch ? 1 : generator.random.int(1...6)) {
                sent += 1
                if exitBatch {
                    stream += MessageWriter.frame(.object([("jsonrpc", .string("2.0")), ("method", .string("exit"))]))
                    continue
                }
                switch generator.random.int(0...99) {
                case 0..<4:
                    // Random bytes where a message could be: a header and garbage, or garbage alone.
                    let garbage = (0..<generator.random.int(1...40)).map { _ in UInt8(generator.random.int(0...255)) }
                    stream +=
                        generator.random.chance(50)
                        ? Array("Content-Length: \(garbage.count)\r\n\r\n".utf8) + garbage : garbage
                case 4..<6:
                    // Over the size limit: reported and skipped.
                    let body = [UInt8](repeating: UInt8(ascii: "x"), count: 20_000)
                    stream += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
                case 6..<10:
                    // Any JSON; an "id" is dropped so that answers to it (id null) cannot look like another's.
                    var value = generator.value()
                    if case .object(let members) = value { value = .object(members.filter { $0.0 != "id" }) }
                    stream += MessageWriter.frame(value)
                case 10..<45:
                    let method = generator.random.pick(RandomMessages.methods)
                    let id = nextID
                    nextID += 1
                    batchIDs.append(id)
                    requests += 1
                    let idValue: JSONValue = generator.random.chance(20) ? .string("s\(id)") : .integer(id)
                    stream += MessageWriter.frame(
                        .object([
                            ("jsonrpc", .string("2.0")), ("id", idValue), ("method", .string(method)),
                            ("params", generator.params(for: method)),
                        ]))
                default:
                    let method = generator.random.pick(RandomMessages.notifications)
                    var params = generator.params(for: method)
                    if method == "$/cancelRequest", let last = batchIDs.last, generator.random.chance(50) {
                        params = .object([("id", .integer(last))])
                    }
                    stream += MessageWriter.frame(
                        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
                }
            }
            expected.formUnion(batchIDs)
            var out: [JSONValue] = []
            var frames: [[UInt8]] = []
            var index = 0
            while index < stream.count {
                let end = min(stream.count, index + generator.random.int(1...9000))
                framing.append(stream[index..<end])
                index = end
                while let event = framing.next() {
                    switch event {
                    case .message(let body): frames.append(body)
                    case .error(let error):
                        out += server.handle(frames: frames) + server.frameError(error)
                        frames = []
                    }
                }
            }
            out += server.handle(frames: frames)
            for message in out {
                switch message["id"] {
                case .integer(let id)?: answered[id, default: 0] += 1
                case .string(let text)? where text.hasPrefix("s"):
                    answered[Int(text.dropFirst()) ?? -1, default: 0] += 1
                default: break
                }
                // Every message the server sends can be framed and read back.
                let frame = MessageWriter.frame(message)
                #expect(frame.count > 20)
            }
            if server.hasExited {
                server = Self.newServer()
                framing = MessageFraming(maximumBodyBytes: 16 * 1024)
            }
        }
        let wrong = expected.filter { answered[$0] != 1 }.sorted()
        #expect(wrong.isEmpty, "requests not answered exactly once (seed \(Self.seed)): \(wrong.prefix(20))")
        #expect(Set(answered.keys).subtracting(expected).isEmpty, "answers to requests never sent")
        #expect(requests > 30_000)
    }
}
