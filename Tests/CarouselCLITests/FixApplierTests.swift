import SourceDiagnostics
import Testing

@testable import CarouselCLI

/// FixApplier against a made-up checker: `teh` is an error fixed to `the`; `aa` is a warning
/// fixed to `a` (overlapping matches in `aaa`); `boom` is an error whose fix writes `bang!`,
/// itself a new error, so that fix must be refused.
@Suite("FixApplier: rounds, overlaps and refusals")
struct FixApplierTests {
    static func check(_ bytes: [UInt8]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func each(_ word: String, _ body: (SourceSpan) -> Void) {
            let needle = Array(word.utf8)
            guard bytes.count >= needle.count else { return }
            for start in 0...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
                body(SourceSpan(start: start, end: start + needle.count))
            }
        }
        func diagnostic(_ severity: Severity, _ code: String, _ message: String, _ span: SourceSpan, _ fix: String?)
            -> Diagnostic
        {
            Diagnostic(
                severity: severity, code: DiagnosticID(code), message: message, span: span, path: "t",
                fixIts: fix.map { [FixIt.replace(span, with: $0)] } ?? [])
        }
        each("teh") { found.append(diagnostic(.error, "E9001", "typo `teh`", $0, "the")) }
        each("aa") { found.append(diagnostic(.warning, "W9002", "double a", $0, "a")) }
        each("boom") { found.append(diagnostic(.error, "E9003", "boom", $0, "bang!")) }
        each("bang!") { found.append(diagnostic(.error, "E9004", "bang", $0, nil)) }
        return found.sorted { ($0.span?.start ?? 0) < ($1.span?.start ?? 0) }
    }

    private func fix(_ text: String) -> FixApplier.Result {
        FixApplier(check: Self.check).fix(Array(text.utf8), path: "t")
    }

    @Test("non-overlapping fixes are applied together in one round")
    func together() {
        let result = fix("teh cat and teh dog")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "the cat and the dog")
        #expect(result.applied.count == 2)
        #expect(result.remaining.isEmpty)
    }

    @Test("overlapping fixes wait for a later round after a re-check")
    func overlapping() {
        let result = fix("aaa")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "a")
        #expect(result.applied.count == 2)
    }

    @Test("a fix that adds a new error is refused, with the reason; the others still apply")
    func refused() {
        let result = fix("boom teh")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "boom the")
        #expect(result.rejected.count == 1)
        #expect(result.rejected.first?.reason.contains("new error, E9004") == true)
        #expect(result.remaining.map(\.code.text) == ["E9003"])
    }

    @Test("at most maxRounds rounds")
    func rounds() {
        var applier = FixApplier(check: Self.check)
        applier.maxRounds = 1
        let result = applier.fix(Array("aaaa".utf8), path: "t")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "aaa")
    }

    @Test("edits outside the bytes or overlapping are never applied")
    func badEdits() {
        let bytes = Array("abc".utf8)
        #expect(FixApplier.applying([TextEdit(span: SourceSpan(start: 2, end: 9), replacement: "x")], to: bytes) == nil)
        let overlapping = [
            TextEdit(span: SourceSpan(start: 0, end: 2), replacement: "x"),
            TextEdit(span: SourceSpan(start: 1, end: 3), replacement: "y"),
        ]
        #expect(FixApplier.applying(overlapping, to: bytes) == nil)
    }
}
