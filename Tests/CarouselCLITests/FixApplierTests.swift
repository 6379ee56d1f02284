import SourceDiagnostics
import Testing

@testable import CarouselCLI

/// FixApplier against a made-up checker: `teh` is an error fixed to `the`; `aa` is a warning
/// fixed to `a` (overlapping matches in `aaa`); `boom` is an error whose fix writes `bang!`,
/// itself a new error, so that fix must be refused. `SYNTAX` is an error that hides every other
/// (as a parse error does) with a safe fix to `syntax`; `drop` is a warning with an unsafe fix
/// that deletes it, reported only while `keep` is absent (a fix that rests on another's state).
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
                fixIts: fix.map { [FixIt.replace(span, with: $0, safety: .safe)] } ?? [])
        }
        var hidden = false
        each("SYNTAX") {
            found.append(diagnostic(.error, "E9000", "syntax", $0, "syntax"))
            hidden = true
        }
        if hidden { return found }
        let keeps = String(decoding: bytes, as: UTF8.self).contains("keep")
        each("drop") { span in
            guard !keeps else { return }
            found.append(
                Diagnostic(
                    severity: .warning, code: DiagnosticID("W9005"), message: "drop has no effect", span: span,
                    path: "t", fixIts: [.remove(span, message: "remove `drop`", safety: .unsafe)]))
        }
        each("teh") { found.append(diagnostic(.error, "E9001", "typo `teh`", $0, "the")) }
        each("aa") { found.append(diagnostic(.warning, "W9002", "double a", $0, "a")) }
        each("boom") { found.append(diagnostic(.error, "E9003", "boom", $0, "bang!")) }
        each("bang!") { found.append(diagnostic(.error, "E9004", "bang", $0, nil)) }
        return found.sorted { ($0.span?.start ?? 0) < ($1.span?.start ?? 0) }
    }

    private func fix(_ text: String, unsafe: Bool = false) -> FixApplier.Result {
        FixApplier(check: Self.check, includeUnsafe: unsafe).fix(Array(text.utf8), path: "t")
    }

    private func text(_ result: FixApplier.Result) -> String { String(decoding: result.bytes, as: UTF8.self) }

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
        #expect(result.rejected.first?.reason.contains("E9004") == true)
        #expect(result.remaining.map(\.code.text) == ["E9003"])
    }

    @Test("a syntax fix is kept though it uncovers other errors, and the next round fixes them")
    func pastASyntaxError() {
        let result = fix("SYNTAX teh")
        #expect(text(result) == "syntax the")
        #expect(result.applied.map(\.diagnostic.code.text) == ["E9000", "E9001"])
        #expect(result.rejected.isEmpty)
    }

    @Test("a fix whose own span gets a new diagnostic is refused even when other errors are uncovered too")
    func newAtItsOwnSpan() {
        let result = fix("boom teh")
        #expect(result.rejected.map(\.fix.diagnostic.code.text) == ["E9003"])
        #expect(result.rejected.first?.reason == "it would cause E9004 where it writes: bang")
    }

    @Test("--fix leaves unsafe fixes and counts them; --unsafe-fixes applies them after the safe ones")
    func unsafeFixes() {
        let safe = fix("teh drop\n")
        #expect(text(safe) == "the drop\n")
        #expect(safe.unsafeLeft == 1)
        let both = fix("teh drop\n", unsafe: true)
        #expect(text(both) == "the \n")
        #expect(both.applied.map(\.fixIt.safety) == [.safe, .unsafe])
        #expect(both.unsafeLeft == 0)
    }

    @Test("an unsafe fix resting on a state a safe fix changes is not applied")
    func unsafeWaitsForTheSafeRound() {
        // `kepe` -> `keep` (safe) makes `drop` meaningful again: its removal must not happen.
        let checker: ([UInt8]) -> [Diagnostic] = { bytes in
            var found = Self.check(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            if let range = text.range(of: "kepe") {
                let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                let span = SourceSpan(start: start, end: start + 4)
                found.append(
                    Diagnostic(
                        severity: .error, code: DiagnosticID("E9006"), message: "typo `kepe`", span: span, path: "t",
                        fixIts: [.replace(span, with: "keep", safety: .safe)]))
            }
            return found
        }
        let result = FixApplier(check: checker, includeUnsafe: true).fix(Array("kepe\ndrop\n".utf8), path: "t")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "keep\ndrop\n")
    }

    @Test("deleting a key alone on its line deletes the line, leaving no blank line")
    func wholeLines() {
        let result = fix("teh\n  drop\nend\n", unsafe: true)
        #expect(text(result) == "the\nend\n")
    }

    @Test("at most maxRounds rounds")
    func rounds() {
        var applier = FixApplier(check: Self.check, includeUnsafe: false)
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
