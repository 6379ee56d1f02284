import Testing
@testable import TOML

@Suite("InputCheck")
struct InputCheckTests {
    static func problem(_ bytes: [UInt8]) -> InputProblem? {
        bytes.withUnsafeBufferPointer { InputCheck.firstProblem(in: $0, from: 0) }
    }

    @Test("clean UTF-8 with tabs, LF and CRLF passes")
    func clean() {
        #expect(Self.problem(Array("a\t= \"é 東京 😀\"\r\nb = 1\n".utf8)) == nil)
        #expect(Self.problem(Array(String(repeating: "long ascii text ", count: 50).utf8)) == nil)
    }

    @Test("the first bad byte is found at its offset, also after the 8-byte fast path", arguments: [0, 7, 8, 13, 64])
    func offsets(_ offset: Int) {
        var bytes = Array(String(repeating: "x", count: 80).utf8)
        bytes[offset] = 0x01
        #expect(Self.problem(bytes)?.offset == offset)
    }

    @Test(
        "invalid UTF-8 sequences",
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
            [0x80],
        ] as [[UInt8]])
    func invalidUTF8(_ sequence: [UInt8]) {
        let found = Self.problem(Array("ok ".utf8) + sequence + Array(" ok".utf8))
        #expect(found?.offset == 3)
        if case .invalidUTF8? = found?.kind {
        } else {
            Issue.record("expected invalid UTF-8, got \(String(describing: found?.kind))")
        }
    }

    @Test("NUL, other control characters, DEL and a lone CR")
    func controls() {
        if case .nul? = Self.problem([0x61, 0x00])?.kind {} else { Issue.record("NUL not reported") }
        if case .control(0x1B)? = Self.problem([0x61, 0x1B])?.kind {} else { Issue.record("ESC not reported") }
        if case .control(0x7F)? = Self.problem([0x61, 0x7F])?.kind {} else { Issue.record("DEL not reported") }
        if case .bareCarriageReturn? = Self.problem([0x61, 0x0D, 0x61])?.kind {
        } else {
            Issue.record("lone CR not reported")
        }
        if case .bareCarriageReturn? = Self.problem([0x61, 0x0D])?.kind {
        } else {
            Issue.record("CR at end not reported")
        }
    }
}
