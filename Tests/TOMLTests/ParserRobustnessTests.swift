import CarouselTestSupport
import SourceDiagnostics
import Testing
@testable import TOML

/// Mutated documents (fixed seed) must never crash the parser, and every diagnostic must point
/// inside the file.
@Suite("Parser robustness")
struct ParserRobustnessTests {
    static let corpus = [
        "[carousel]\nid = \"home\"\ninterval = 5_000\nitems = [ { a = 1 }, { b = 2.5e3 } ]\n",
        "[[items]]\ntitle = \"\"\"\nmulti \\\n  line\"\"\"\nwhen = 1979-05-27T07:32:00.5-07:00\n[items.sub]\nx.y.z = 'lit'\n",
        "a = [[1, 2], [\"x\", 'y'], [{c = true}], []]\nb = { d.e = 0x1F, f = -inf }\nt = 07:32:00\n",
        "\"quoted key\" = \"\\u00e9\\U0001F600\"\nk = '''\nraw ''text'' '''\n# comment é\n",
    ]
    static let interesting = Array("[]{}=.,\"'\\#\n\r\t _-+:eExob0123456789TZ".utf8) + [0x00, 0x7F, 0xC3, 0xA9, 0xFF]

    @Test("10,000 mutated documents parse without crashing and with in-file spans")
    func mutations() {
        var random = SplitMix64(seed: 0xC0FF_EE00_1234_5678)
        var invalid = 0
        for round in 0..<10_000 {
            var bytes = Array(Self.corpus[round % Self.corpus.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                let byte = Self.interesting[Int.random(in: 0..<Self.interesting.count, using: &random)]
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = byte
                case 1: bytes.insert(byte, at: position)
                default: if bytes.count > 1 { bytes.remove(at: position) }
                }
            }
            let result = TOMLDocumentParser.parse(SourceFile(path: "fuzz.toml", bytes: bytes))
            if !result.isValid {
                invalid += 1
                #expect(result.diagnostics.count == 1)
                let span = result.diagnostics.first?.span ?? SourceSpan.point(-1)
                #expect(span.start >= 0 && span.end <= bytes.count, "span \(span) outside \(bytes.count) bytes")
                #expect(result.diagnostics.first?.code.text.hasPrefix("E01") == true)
            }
        }
        // Most mutations break the document; if none did, the mutator is not doing its job.
        #expect(invalid > 5_000)
    }
}
