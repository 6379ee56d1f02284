import JSON
import Testing
@testable import SourceDiagnostics

/// Every C0 and C1 control, DEL and bidirectional control through every output format: none
/// reaches the output raw; the data formats keep the exact text, escaped.
@Suite struct TerminalTextTests {
    /// Every code point that must never reach a terminal, from Unicode's own properties (not
    /// from the list under test): general category Cc other than tab and line feed, and Bidi_Control.
    static let controls: [Unicode.Scalar] = (0..<0x3000).compactMap { value -> Unicode.Scalar? in
        guard let scalar = Unicode.Scalar(UInt32(value)), scalar != "\t", scalar != "\n" else { return nil }
        let properties = scalar.properties
        return properties.generalCategory == .control || properties.isBidiControl ? scalar : nil
    }

    /// `a` then every control, each followed by `x`.
    static let hostile: String = {
        var text = "a"
        for scalar in controls {
            text.unicodeScalars.append(scalar)
            text += "x"
        }
        return text
    }()

    static var report: DiagnosticReport {
        let line = "key = 1 # " + hostile + "\n"
        let file = SourceFile(path: "dir/" + hostile + ".carousel.toml", bytes: Array(line.utf8))
        let diagnostic = Diagnostic(
            severity: .error, code: DiagnosticID("E0201"), message: "unknown key `\(hostile)` in [[carousel]]",
            span: SourceSpan(start: 0, end: 3), path: "carousel[0]." + hostile,
            labels: [DiagnosticLabel(span: SourceSpan(start: 10, end: 12), message: "label " + hostile)],
            help: "did you mean `\(hostile)`?", notes: ["note " + hostile])
        return DiagnosticReport(files: [FileDiagnostics(file: file, diagnostics: [diagnostic])])
    }

    @Test func theListMatchesUnicodeProperties() {
        #expect(Self.controls.count == 63 + 12)
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TerminalText.isControl(value) == Self.controls.contains(scalar), "U+\(value)")
        }
        #expect(!TerminalText.isControl(0x1F600))
    }

    @Test func visibleShowsEachControlAsItsCodePoint() {
        #expect(TerminalText.visible("a\u{1B}]52;c;x\u{07}b") == "a<U+001B>]52;c;x<U+0007>b")
        #expect(TerminalText.visible("\u{0}\u{9B}\u{202E}\u{2067}") == "<U+0000><U+009B><U+202E><U+2067>")
        #expect(TerminalText.visible("tab\tand\nline é 日") == "tab\tand\nline é 日")
        #expect(TerminalText.visible("\r") == "<U+000D>")
        for scalar in Self.controls {
            #expect(!TerminalText.visible(String(Character(scalar))).unicodeScalars.contains(scalar))
        }
    }

    /// True when `output` has no control but tab, line feed and (when `sgr`) the colour codes
    /// `ESC [ digits;... m` of the renderer itself.
    private func isClean(_ output: String, allowingColorCodes sgr: Bool = false) -> Bool {
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if sgr, scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            if TerminalText.isControl(scalar.value) { return false }
            index += 1
        }
        return true
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func noControlReachesTheOutput(format: DiagnosticFormat) {
        let output = format.render(Self.report)
        #expect(isClean(output), "\(format)")
    }

    @Test func humanWithColorCarriesOnlyItsOwnColorCodes() {
        let output = DiagnosticFormat.human.render(Self.report, options: RenderOptions(color: true))
        #expect(isClean(output, allowingColorCodes: true))
        #expect(output.contains("unknown key `a<U+0000>x<U+0001>x"))
    }

    @Test func humanAndGitHubShowMarkersInEveryPart() {
        let human = DiagnosticFormat.human.render(Self.report)
        let shown = TerminalText.visible(Self.hostile)
        #expect(human.contains("error[E0201]: unknown key `\(shown)`"))
        #expect(human.contains("--> dir/\(shown).carousel.toml:1:1"))
        #expect(human.contains("= help: did you mean `\(shown)`?"))
        #expect(human.contains("= note: note \(shown)"))
        #expect(human.contains("label \(shown)"))
        #expect(human.contains("<U+202E>x<U+2066>x"))
        let github = DiagnosticFormat.github.render(Self.report)
        #expect(github.contains("::error file=dir/a<U+0000>x"))
        #expect(github.contains("<U+001B>x"))
    }

    @Test(arguments: [DiagnosticFormat.json, .sarif, .gitlab])
    func dataFormatsKeepTheExactTextEscaped(format: DiagnosticFormat) throws {
        let output = format.render(Self.report)
        let escaped = JSONStringLiteral.quoted(Self.hostile).dropFirst().dropLast()
        #expect(output.contains("unknown key `" + escaped + "`"))
        let decoded = try JSONReader.read(output)
        #expect(decoded.value != .null)
    }

    @Test func theJSONEscaperRoundTripsEveryControl() throws {
        let quoted = JSONStringLiteral.quoted(Self.hostile)
        #expect(quoted.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F })
        #expect(try JSONReader.read(quoted).value == .string(Self.hostile))
    }

    @Test func junitWritesCharacterReferences() {
        let output = DiagnosticFormat.junit.render(Self.report)
        #expect(output.contains("&#x9B;") && output.contains("&#x202E;") && output.contains("&#x7F;"))
        #expect(output.contains("a\u{FFFD}x"))
    }
}
