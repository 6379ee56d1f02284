import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

@Suite struct LintPassTests {
    /// W0402 on `duration` (a spring ignores it), with `comment` on the line above when given.
    static func spec(comment: String? = nil, trailing: String? = nil, animation: String = "spring") -> String {
        var text = "[[carousel]]\nid = \"featured\"\n[carousel.snap]\nanimation = \"\(animation)\"\n"
        if let comment { text += comment + "\n" }
        text += "duration = \"300ms\"" + (trailing.map { " " + $0 } ?? "") + "\n"
        return text + "[[carousel.items]]\ntitle = \"One\"\n"
    }

    @Test func withoutCommentOrConfigNothingChanges() {
        #expect(LintFixtures.codes(LintFixtures.check(Self.spec())) == ["W0402"])
    }

    @Test func aCommentOnTheLineAboveSuppresses() {
        #expect(LintFixtures.check(Self.spec(comment: "# carousel: allow W0402")).isEmpty)
        #expect(LintFixtures.check(Self.spec(comment: "#carousel:allow W0402")).isEmpty)
        #expect(
            LintFixtures.check(Self.spec(comment: "  # carousel: allow W0404, W0402 -- springs ignore it")).count == 1)
    }

    @Test func aTrailingCommentSuppressesOnItsOwnLine() {
        #expect(LintFixtures.check(Self.spec(trailing: "# carousel: allow W0402")).isEmpty)
    }

    @Test func stackedCommentsAndBlankLinesReachTheNextLineOfCode() {
        #expect(LintFixtures.check(Self.spec(comment: "# carousel: allow W0402\n# the reason\n\n")).isEmpty)
    }

    @Test func aCommentTwoCodeLinesAboveDoesNotReach() {
        let text = Self.spec(comment: "# carousel: allow W0402\nstiffness = 200")
        #expect(LintFixtures.codes(LintFixtures.check(text)).sorted() == ["W0402", "W0501"])
    }

    @Test func unusedSuppressionIsReportedWithAFixThatRemovesTheLine() throws {
        let text = Self.spec(comment: "# carousel: allow W0402", animation: "ease-out")
        let diagnostics = LintFixtures.check(text)
        #expect(LintFixtures.codes(diagnostics) == ["W0501"])
        let fixed = try #require(diagnostics.first?.fixIts.first).apply(to: text)
        #expect(fixed == Self.spec(animation: "ease-out"))
        #expect(LintFixtures.check(fixed).isEmpty)
    }

    @Test func unusedTrailingSuppressionFixRemovesOnlyTheComment() throws {
        let text = Self.spec(trailing: "# carousel: allow W0402", animation: "ease-out")
        let fixed = try #require(LintFixtures.check(text).first?.fixIts.first).apply(to: text)
        #expect(fixed == Self.spec(animation: "ease-out"))
    }

    @Test func oneUnusedCodeOfSeveralIsRemovedAlone() throws {
        let text = Self.spec(comment: "# carousel: allow W0404, W0402")
        let diagnostics = LintFixtures.check(text)
        #expect(LintFixtures.codes(diagnostics) == ["W0501"])
        let fixed = try #require(diagnostics.first?.fixIts.first).apply(to: text)
        #expect(fixed == Self.spec(comment: "# carousel: allow W0402"))
        let last = Self.spec(comment: "# carousel: allow W0402, W0404")
        let lastFixed = try #require(LintFixtures.check(last).first?.fixIts.first).apply(to: last)
        #expect(lastFixed == Self.spec(comment: "# carousel: allow W0402"))
    }

    @Test func unknownCodesGetADidYouMeanAndSuppressNothing() throws {
        let text = Self.spec(comment: "# carousel: allow W0042")
        let diagnostics = LintFixtures.check(text)
        #expect(LintFixtures.codes(diagnostics) == ["W0502", "W0402"])
        let fixed = try #require(diagnostics.first?.fixIts.first).apply(to: text)
        #expect(LintFixtures.check(fixed).isEmpty)
        #expect(
            LintFixtures.check(Self.spec(comment: "# carousel: allow w0402")).first?.help == "did you mean `W0402`?")
    }

    @Test func malformedCommentsAreReported() {
        #expect(
            LintFixtures.codes(LintFixtures.check(Self.spec(comment: "# carousel: alow W0402"))) == ["W0503", "W0402"])
        #expect(LintFixtures.codes(LintFixtures.check(Self.spec(comment: "# carousel: allow"))) == ["W0503", "W0402"])
        #expect(LintFixtures.codes(LintFixtures.check(Self.spec(comment: "# carousel:"))) == ["W0503", "W0402"])
        // Other comments, and `carousel:` inside strings, are not instructions.
        #expect(LintFixtures.codes(LintFixtures.check(Self.spec(comment: "# the carousel: allow it"))) == ["W0402"])
        let inString = Self.spec().replacing("title = \"One\"", with: "title = \"# carousel: nope\"")
        #expect(LintFixtures.codes(LintFixtures.check(inString)) == ["W0402"])
    }

    @Test func errorsCannotBeSuppressed() {
        let text =
            "[[carousel]]\nid = \"a\"\n# carousel: allow E0201\nspaceing = 1\n[[carousel.items]]\ntitle = \"x\"\n"
        #expect(LintFixtures.codes(LintFixtures.check(text)) == ["W0504", "E0201"])
    }

    @Test func configAllowDenyAndWarn() throws {
        #expect(LintFixtures.check(Self.spec(), config: "[severity]\nW0402 = \"allow\"\n").isEmpty)
        let denied = LintFixtures.check(Self.spec(), config: "[severity]\nW0402 = \"deny\"\n")
        #expect(denied.map(\.severity) == [.error])
        #expect(denied.first?.notes.last?.contains("makes this an error") == true)
        let warned = LintFixtures.check(
            Self.spec(),
            config: "[severity]\nW0402 = \"deny\"\n"
                + "[[overrides]]\npaths = [\"Configs/*\"]\nseverity = { W0402 = \"warn\" }\n")
        #expect(warned.map(\.severity) == [.warning])
        let elsewhere = LintFixtures.check(
            Self.spec(), config: "[[overrides]]\npaths = [\"legacy/**\"]\nseverity = { W0402 = \"allow\" }\n")
        #expect(LintFixtures.codes(elsewhere) == ["W0402"])
    }

    @Test func theCommentWinsOverTheConfigAndTheConfigGovernsW05xx() {
        let config = "[severity]\nW0402 = \"deny\"\nW0501 = \"allow\"\n"
        #expect(LintFixtures.check(Self.spec(comment: "# carousel: allow W0402"), config: config).isEmpty)
        let unused = Self.spec(comment: "# carousel: allow W0402", animation: "ease-out")
        #expect(LintFixtures.check(unused, config: config).isEmpty)
        #expect(LintFixtures.codes(LintFixtures.check(unused)) == ["W0501"])
    }

    @Test func configCannotDropErrors() {
        let text = "[[carousel]]\nid = \"a\"\nspaceing = 1\n[[carousel.items]]\ntitle = \"x\"\n"
        // The reader refuses E0201 = "allow"; a config built by hand still cannot drop it.
        let config = LintConfig(severity: ["E0201": .allow])
        let file = SourceFile(path: "a", text: text)
        let compiled = LintFixtures.loader.compile(file, baseDirectory: "/project")
        #expect(LintFixtures.codes(LintPass(config: config).apply(to: compiled.diagnostics, in: file)) == ["E0201"])
    }
}
