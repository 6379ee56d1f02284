import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

@Suite struct LintConfigReaderTests {
    @Test func aValidConfigReadsWithoutDiagnostics() {
        let text = """
            [severity]
            W0404 = "allow"
            W0402 = "deny"
            E0201 = "deny"

            [[overrides]]
            paths = ["Configs/legacy/**", "*.old.carousel.toml"]
            [overrides.severity]
            W0402 = "warn"
            """
        let (config, diagnostics) = LintConfigReader.read(SourceFile(path: ".carousel-lint.toml", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config.severity == ["W0404": .allow, "W0402": .deny, "E0201": .deny])
        #expect(config.overrides.count == 1)
        #expect(config.levels(for: "Configs/a.carousel.toml")["W0402"] == .deny)
        #expect(config.levels(for: "Configs/legacy/a.carousel.toml")["W0402"] == .warn)
        #expect(config.levels(for: "x/y.old.carousel.toml")["W0402"] == .warn)
        #expect(config.levels(for: nil)["W0402"] == .deny)
        #expect(config.levels(for: "Configs/legacy/a.carousel.toml")["W0404"] == .allow)
    }

    @Test func projectRootsIsAListOfFolders() {
        let good = LintConfigReader.read(SourceFile(path: "c", text: "project-roots = [\"../themes\", \"/srv/x\"]\n"))
        #expect(good.diagnostics.isEmpty)
        #expect(good.config.projectRoots == ["../themes", "/srv/x"])
        let bad = LintConfigReader.read(SourceFile(path: "c", text: "project-roots = \"../themes\"\n"))
        #expect(bad.diagnostics.map(\.code.text) == ["E0502"])
        #expect(bad.diagnostics.first?.fixIts.isEmpty == false)
        let empty = LintConfigReader.read(SourceFile(path: "c", text: "project-roots = [\"\", 3]\n"))
        #expect(empty.diagnostics.map(\.code.text) == ["E0502", "E0502"])
    }

    @Test func laterOverridesWinForTheCodesTheyName() {
        let text = """
            [[overrides]]
            paths = ["**"]
            severity = { W0402 = "deny", W0404 = "deny" }
            [[overrides]]
            paths = ["legacy/*"]
            severity = { W0402 = "allow" }
            """
        let (config, diagnostics) = LintConfigReader.read(SourceFile(path: "c", text: text))
        #expect(diagnostics.isEmpty)
        #expect(config.levels(for: "legacy/a.toml") == ["W0402": .allow, "W0404": .deny])
    }

    @Test func everyProblemHasItsCodeAndSpan() throws {
        let text = """
            [severities]
            W0404 = "allow"
            [severity]
            w0404 = "allow"
            W0044 = "allow"
            W0402 = "eror"
            W0405 = 3
            E0201 = "allow"
            [[overrides]]
            paths = "legacy/**"
            [[overrides]]
            paths = ["[x", 4]
            severity = { W0402 = "deny" }
            [[overrides]]
            severity = { W0402 = "deny" }
            [[overrides]]
            paths = []
            """
        let diagnostics = LintFixtures.configDiagnostics(text)
        #expect(
            LintFixtures.codes(diagnostics) == [
                "E0501", "E0503", "E0503", "E0504", "E0502", "E0505", "E0502", "E0506", "E0502", "E0507", "E0507",
            ])
        let file = SourceFile(path: "c", text: text)
        let text0 = { (index: Int) -> String in
            guard let span = diagnostics[index].span else { return "" }
            return String(decoding: file.bytes[span.start..<span.end], as: UTF8.self)
        }
        #expect(text0(0) == "severities" && diagnostics[0].help == "did you mean `severity`?")
        #expect(text0(1) == "w0404" && diagnostics[1].fixIts.first?.edits.first?.replacement == "W0404")
        #expect(diagnostics[2].help?.contains("`W0404`") == true)
        #expect(text0(3) == "\"eror\"" && diagnostics[3].fixIts.first?.edits.first?.replacement == "\"deny\"")
        #expect(text0(5) == "\"allow\"")
        #expect(text0(6) == "\"legacy/**\"")
        #expect(diagnostics[6].fixIts.first?.apply(to: text).contains("paths = [\"legacy/**\"]") == true)
        #expect(text0(7) == "\"[x\"")
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func levelsOtherToolsUseAreSuggested() {
        #expect(LintMessages.levelSuggestion(for: "error") == "deny")
        #expect(LintMessages.levelSuggestion(for: "off") == "allow")
        #expect(LintMessages.levelSuggestion(for: "Warn") == "warn")
        #expect(LintMessages.levelSuggestion(for: "warning") == "warn")
        #expect(LintMessages.levelSuggestion(for: "alow") == "allow")
        #expect(LintMessages.levelSuggestion(for: "purple") == nil)
    }

    @Test func aTOMLSyntaxErrorIsReportedAndTheRestIsEmpty() {
        let (config, diagnostics) = LintConfigReader.read(SourceFile(path: "c", text: "[severity\nW0404 = \"allow\"\n"))
        #expect(diagnostics.first?.code.text.hasPrefix("E01") == true)
        #expect(config.severity.isEmpty)
    }
}
