import Testing
@testable import SourceDiagnostics

@Suite struct HumanRendererTests {
    @Test func plainOutputMatchesSnapshot() {
        Snapshot.check(DiagnosticFormat.human.render(Fixture.report), named: "human.txt")
    }

    @Test func colouredOutputMatchesSnapshot() {
        Snapshot.check(
            DiagnosticFormat.human.render(Fixture.report, options: RenderOptions(color: true)), named: "human-color.txt"
        )
    }

    @Test func colourOffWritesNoEscapes() {
        #expect(!DiagnosticFormat.human.render(Fixture.report).contains("\u{1B}"))
        #expect(
            DiagnosticFormat.human.render(Fixture.report, options: RenderOptions(color: true)).contains(
                "\u{1B}[1;31merror"))
    }

    @Test func caretsStartUnderTheSpanAfterATab() throws {
        let text = DiagnosticFormat.human.render(Fixture.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = try #require(lines.firstIndex { $0.hasPrefix("5 |") })
        // The tab is four spaces; `kind = ` is seven more cells, so the quote is at cell 11 of the text.
        #expect(lines[source] == "5 |     kind = \"pagng\"")
        #expect(lines[source + 1] == "  |            ^^^^^^^")
    }

    @Test func wideCharactersTakeTwoCells() throws {
        let text = DiagnosticFormat.human.render(Fixture.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = try #require(lines.firstIndex { $0.hasPrefix("6 |") })
        // `title = "日本 ☕"; corner-radius = ` is 35 cells wide: 日, 本 and ☕ count two each.
        let underline = lines[source + 1]
        let caret = try #require(underline.firstIndex(of: "^"))
        #expect(underline.distance(from: underline.startIndex, to: caret) == "  | ".count + 35)
        #expect(underline.hasSuffix("^^^^^^"))
    }

    @Test func summaryCountsFilesErrorsAndWarnings() {
        let renderer = HumanRenderer(options: RenderOptions())
        #expect(renderer.summary(Fixture.report) == "error: checked 3 files, 2 with errors: 5 errors, 1 warning")
        let warningsOnly = DiagnosticReport(files: [
            FileDiagnostics(file: Fixture.specFile, diagnostics: [Fixture.diagnostics[4]]),
            FileDiagnostics(file: Fixture.cleanFile, diagnostics: []),
        ])
        #expect(renderer.summary(warningsOnly) == "warning: checked 2 files: 1 warning")
        let strict = HumanRenderer(options: RenderOptions(strict: true))
        #expect(
            strict.summary(warningsOnly)
                == "error: checked 2 files, 1 with only warnings: 0 errors, 1 warning (warnings fail the run with --strict)"
        )
        let clean = DiagnosticReport(files: [FileDiagnostics(file: Fixture.cleanFile, diagnostics: [])])
        #expect(renderer.summary(clean) == "checked 1 file: no problems found")
    }

    @Test func checkSummarySaysHowManyFilesWereFixedAndOtherVerbsSayWhatFailed() {
        let fixed = HumanRenderer(options: RenderOptions(fixedFiles: 2))
        #expect(fixed.summary(Fixture.report) == "error: checked 3 files, 2 with errors, 2 fixed: 5 errors, 1 warning")
        let clean = DiagnosticReport(files: [FileDiagnostics(file: Fixture.cleanFile, diagnostics: [])])
        #expect(fixed.summary(clean) == "checked 1 file, 2 fixed: no problems found")
        let compile = HumanRenderer(options: RenderOptions(verb: "compile"))
        #expect(compile.summary(Fixture.report) == "error: could not compile 2 files: 5 errors, 1 warning")
    }

    @Test func singleFileSummaryNamesTheFile() {
        let renderer = HumanRenderer(options: RenderOptions(verb: "compile"))
        let report = DiagnosticReport(files: [
            FileDiagnostics(file: Fixture.specFile, diagnostics: [Fixture.diagnostics[0]])
        ])
        #expect(renderer.summary(report) == "error: could not compile `Configs/bad.carousel.toml`: 1 error, 0 warnings")
    }

    @Test func pointSpanAtEndOfFileGetsOneCaret() {
        let file = SourceFile(path: "x.toml", text: "a = ")
        let diagnostic = Diagnostic(
            severity: .error, code: DiagnosticID("E0101"), message: "expected a value", span: .point(4))
        let text = HumanRenderer(options: RenderOptions()).render(diagnostic, in: file)
        #expect(text == "error[E0101]: expected a value\n --> x.toml:1:5\n  |\n1 | a = \n  |     ^\n")
    }

    @Test func longMultiLineSpansAreElided() {
        let file = SourceFile(path: "x.toml", text: "a = [\n1,\n2,\n3,\n4,\n]\n")
        let diagnostic = Diagnostic(
            severity: .warning, code: DiagnosticID("W0001"), message: "long", span: SourceSpan(start: 4, end: 21),
            labels: [DiagnosticLabel(span: SourceSpan(start: 0, end: 1), message: "key")])
        let text = HumanRenderer(options: RenderOptions()).render(diagnostic, in: file)
        #expect(
            text == """
                warning[W0001]: long
                 --> x.toml:1:5
                  |
                1 | a = [
                  | -   ^
                  | |
                  | key
                2 | 1,
                  | ^^
                ...
                6 | ]
                  | ^

                """)
    }
}
