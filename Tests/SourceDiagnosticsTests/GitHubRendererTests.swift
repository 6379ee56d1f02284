import Testing
@testable import SourceDiagnostics

@Suite struct GitHubRendererTests {
    @Test func outputMatchesSnapshot() {
        Snapshot.check(DiagnosticFormat.github.render(Fixture.report), named: "github.txt")
    }

    @Test func oneLinePerDiagnostic() {
        let lines = DiagnosticFormat.github.render(Fixture.report).split(separator: "\n")
        #expect(lines.count == 7)
        #expect(
            lines[0]
                == "::error file=Configs/bad.carousel.toml,line=4,col=1,endLine=4,endColumn=9,title=E0201::unknown key `spaceing` in [[carousel]]%0Ahelp: did you mean `spacing`?"
        )
        #expect(lines[4].hasPrefix("::warning "))
        #expect(lines[6].hasPrefix("::notice "))
    }

    @Test func propertiesEscapeColonsAndCommas() {
        #expect(GitHubRenderer.escapeProperty("a, b: c%\n") == "a%2C b%3A c%25%0A")
        #expect(GitHubRenderer.escapeData("a, b: c%\r\n") == "a, b: c%25<U+000D>%0A")
        let lines = DiagnosticFormat.github.render(Fixture.report).split(separator: "\n")
        #expect(
            lines[5] == "::error file=Configs/odd%2C name%3A ü.carousel.toml,title=E0102::the file is not valid UTF-8")
    }
}
