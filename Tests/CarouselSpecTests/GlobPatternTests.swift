import Testing
import CarouselSpec

@Suite struct GlobPatternTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try GlobPattern(pattern).matches(path)
    }

    @Test func starStaysWithinOneFolder() throws {
        #expect(try matches("Configs/*.toml", "Configs/a.toml"))
        #expect(try !matches("Configs/*.toml", "Configs/legacy/a.toml"))
        #expect(try matches("Configs/*", "Configs/.hidden"))
        #expect(try matches("a*b*c", "abc") && matches("a*b*c", "aXXbYYc") && !matches("a*b*c", "aXXbYY"))
    }

    @Test func doubleStarSpansZeroOrMoreFolders() throws {
        #expect(try matches("Configs/legacy/**", "Configs/legacy/a.carousel.toml"))
        #expect(try matches("Configs/legacy/**", "Configs/legacy/deep/er/a.carousel.toml"))
        #expect(try !matches("Configs/legacy/**", "Configs/new/a.carousel.toml"))
        #expect(try matches("**/legacy/*.toml", "legacy/a.toml") && matches("**/legacy/*.toml", "x/y/legacy/a.toml"))
        #expect(try matches("a/**/b", "a/b") && matches("a/**/b", "a/x/y/b") && !matches("a/**/b", "a/x/c"))
        #expect(try matches("a**b", "aXb") && !matches("a**b", "a/b"))
    }

    @Test func questionMarkAndSets() throws {
        #expect(try matches("v?.toml", "v1.toml") && !matches("v?.toml", "v10.toml"))
        #expect(try matches("[abc].toml", "b.toml") && !matches("[abc].toml", "d.toml"))
        #expect(try matches("[a-c]x", "bx") && !matches("[a-c]x", "dx"))
        #expect(try matches("[!a-c]x", "dx") && !matches("[!a-c]x", "ax"))
        #expect(try matches("[^a]x", "bx"))
        #expect(try matches("[]]x", "]x"))
        #expect(try matches("\\[x\\]", "[x]") && !matches("\\[x\\]", "x"))
    }

    @Test func aPatternWithoutSlashMatchesTheNameAtAnyDepth() throws {
        #expect(try matches("*.legacy.carousel.toml", "a.legacy.carousel.toml"))
        #expect(try matches("*.legacy.carousel.toml", "x/y/a.legacy.carousel.toml"))
        #expect(try !matches("/*.legacy.carousel.toml", "x/a.legacy.carousel.toml"))
        #expect(try matches("/*.legacy.carousel.toml", "a.legacy.carousel.toml"))
        #expect(try matches("legacy/", "legacy/a/b.toml") && !matches("legacy/", "other/a.toml"))
    }

    @Test func unusablePatternsAreErrors() {
        #expect(throws: GlobError.empty) { try GlobPattern("") }
        #expect(throws: GlobError.empty) { try GlobPattern("///") }
        #expect(throws: GlobError.unclosedSet) { try GlobPattern("Configs/[legacy/**") }
        #expect(throws: GlobError.unclosedSet) { try GlobPattern("[") }
        #expect(throws: GlobError.unclosedSet) { try GlobPattern("[!]") }
    }

    @Test func manyStarsStayFast() throws {
        // Backtracking over `*` is linear per attempt; `**` is memoised per (segment, part).
        let pattern = try GlobPattern(String(repeating: "**/", count: 30) + String(repeating: "*a", count: 30) + "b")
        let path = Array(repeating: "x", count: 40).joined(separator: "/") + "/" + String(repeating: "a", count: 60)
        #expect(!pattern.matches(path))
    }
}
