import Testing
@testable import SourceDiagnostics

@Suite struct JUnitRendererTests {
    @Test func outputMatchesSnapshot() {
        Snapshot.check(DiagnosticFormat.junit.render(Fixture.report), named: "junit.xml")
        Snapshot.check(
            DiagnosticFormat.junit.render(Fixture.report, options: RenderOptions(strict: true)),
            named: "junit-strict.xml")
    }

    @Test func oneTestCasePerFileAndAFailurePerError() {
        let text = DiagnosticFormat.junit.render(Fixture.report)
        #expect(text.components(separatedBy: "<testcase ").count - 1 == Fixture.report.fileCount)
        let errors = Fixture.report.errorCount
        #expect(text.components(separatedBy: "<failure ").count - 1 == errors)
        let strict = DiagnosticFormat.junit.render(Fixture.report, options: RenderOptions(strict: true))
        #expect(strict.components(separatedBy: "<failure ").count - 1 == errors + Fixture.report.warningCount)
    }

    @Test func xmlTextEscapesMarkupAndDropsCharactersXMLCannotHold() {
        #expect(XMLText.escape("a<b>&\"c\"'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;")
        #expect(XMLText.escape("x\ny\u{1}\u{FFFE}") == "x&#10;y\u{FFFD}\u{FFFD}")
        #expect(XMLText.escape("x\ny\tz", attribute: false) == "x\ny\tz")
        #expect(XMLText.escape("ü日本") == "ü日本")
    }
}

@Suite struct GitLabRendererTests {
    @Test func outputMatchesSnapshot() {
        Snapshot.check(DiagnosticFormat.gitlab.render(Fixture.report), named: "gitlab.json")
    }

    @Test func severitiesMapToCodeQualityLevels() {
        let error = Diagnostic(severity: .error, code: DiagnosticID("E0201"), message: "m", span: nil)
        let syntax = Diagnostic(severity: .error, code: DiagnosticID("E0101"), message: "m", span: nil)
        let warning = Diagnostic(severity: .warning, code: DiagnosticID("W0404"), message: "m", span: nil)
        let note = Diagnostic(severity: .note, code: DiagnosticID("N1"), message: "m", span: nil)
        #expect(
            [error, syntax, warning, note].map(GitLabRenderer.severity(of:)) == ["major", "critical", "minor", "info"])
    }

    @Test func fingerprintIsFNV1a128() {
        // Reference values of 128-bit FNV-1a (offset basis 0x6c62272e07bb014262b821756295c58d).
        #expect(CodeQualityFingerprints.hash("") == "6c62272e07bb014262b821756295c58d")
        #expect(CodeQualityFingerprints.hash("a") == "d228cb696f1a8caf78912b704e4a8964")
    }

    @Test func fingerprintIgnoresTheLineButNotTheText() {
        let first = SourceFile(path: "a.toml", text: "x = 1\n")
        let moved = SourceFile(path: "a.toml", text: "\n\nx = 1\n")
        let one = Diagnostic(
            severity: .error, code: DiagnosticID("E0201"), message: "m", span: SourceSpan(start: 0, end: 1))
        let two = Diagnostic(
            severity: .error, code: DiagnosticID("E0201"), message: "m", span: SourceSpan(start: 2, end: 3))
        var a = CodeQualityFingerprints()
        var b = CodeQualityFingerprints()
        let printed = a.next(path: "a.toml", diagnostic: one, file: first)
        #expect(printed == b.next(path: "a.toml", diagnostic: two, file: moved))
        #expect(printed.count == 32)
        #expect(a.next(path: "a.toml", diagnostic: one, file: first) != printed)
        var c = CodeQualityFingerprints()
        #expect(c.next(path: "b.toml", diagnostic: one, file: first) != printed)
    }

    @Test func pathsLoseALeadingDotSlash() {
        #expect(GitLabRenderer.relative("./././Configs/a.toml") == "Configs/a.toml")
        #expect(GitLabRenderer.relative("/abs/a.toml") == "/abs/a.toml")
    }
}
