import Testing
@testable import SourceDiagnostics

@Suite struct SourceFileTests {
    @Test func locationsCountScalarsNotBytes() {
        let file = SourceFile(path: "x.toml", text: "a = 1\nnamé = \"x\"\n")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        // "namé = " : é is two bytes but one column.
        let offset = Array("a = 1\nnamé = ".utf8).count
        #expect(file.location(of: offset) == SourceLocation(line: 2, column: 8))
    }

    @Test func bomIsNotAColumn() {
        let file = SourceFile(path: "x.toml", bytes: [0xEF, 0xBB, 0xBF] + Array("a = 1".utf8))
        #expect(file.location(of: 3) == SourceLocation(line: 1, column: 1))
        #expect(file.lineText(0) == "a = 1")
    }

    @Test func crlfIsNotPartOfTheLineText() {
        let file = SourceFile(path: "x.toml", text: "a = 1\r\nb = 2\r\n")
        #expect(file.lineText(0) == "a = 1")
        #expect(file.location(of: 7) == SourceLocation(line: 2, column: 1))
    }
}

@Suite struct SuggestionsTests {
    @Test func closestCandidatesWithinTwoEdits() {
        #expect(Suggestions.closest(to: "spaceing", in: ["spacing", "insets", "speed"]) == ["spacing"])
        #expect(Suggestions.closest(to: "zzz", in: ["spacing"]).isEmpty)
        #expect(Suggestions.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }

    @Test func didYouMeanWording() {
        #expect(Suggestions.didYouMean(["a"]) == "did you mean `a`?")
        #expect(Suggestions.didYouMean(["a", "b", "c"]) == "did you mean `a`, `b` or `c`?")
        #expect(Suggestions.didYouMean([]) == nil)
    }
}
