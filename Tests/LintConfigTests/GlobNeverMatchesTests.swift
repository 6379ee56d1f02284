import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

/// Patterns that could never match a file are E0506 with the reason; `./` and `.` segments are
/// normalised; a trailing `/` means a folder, never a file of that name (issue 21).
@Suite struct GlobNeverMatchesTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try GlobPattern(pattern).matches(path)
    }

    @Test func dotSegmentsAreDroppedAndALeadingDotSlashAnchors() throws {
        #expect(try matches("./sub/**", "sub/a.carousel.toml"))
        #expect(try matches("./Configs/**", "Configs/x/a.carousel.toml"))
        #expect(try matches("x/./y/**", "x/y/w.carousel.toml"))
        #expect(try matches("././x/y/./w.carousel.toml", "x/y/w.carousel.toml"))
        #expect(try matches("./*.carousel.toml", "a.carousel.toml"))
        #expect(try !matches("./*.carousel.toml", "sub/a.carousel.toml"))
        #expect(throws: GlobError.empty) { try GlobPattern("./") }
        #expect(throws: GlobError.empty) { try GlobPattern("/./.") }
    }

    @Test func parentSegmentsAreRefused() {
        #expect(throws: GlobError.parentSegment) { try GlobPattern("x/y/../y/w.carousel.toml") }
        #expect(throws: GlobError.parentSegment) { try GlobPattern("../x/**") }
        #expect(throws: GlobError.parentSegment) { try GlobPattern("x/\\.\\./y") }
        #expect(throws: GlobError.parentSegment) { try GlobPattern("x/\\./y") }
        // Dots inside a name are ordinary characters.
        #expect(throws: Never.self) { try GlobPattern("x/..y/.../*.toml") }
    }

    @Test func emptyRangesAndDanglingEscapesAreRefused() throws {
        #expect(throws: GlobError.emptyRange(first: "z", last: "a")) { try GlobPattern("[z-a]*") }
        #expect(throws: GlobError.danglingEscape) { try GlobPattern("legacy\\") }
        #expect(throws: GlobError.danglingEscape) { try GlobPattern("a\\/b") }
        #expect(try matches("[a-a]x", "ax"))
        #expect(try matches("a\\\\", "a\\"))
    }

    @Test func aTrailingSlashMeansAFolderNeverTheFile() throws {
        #expect(try !matches("x/y/w.carousel.toml/", "x/y/w.carousel.toml"))
        #expect(try matches("x/y/w.carousel.toml/", "x/y/w.carousel.toml/a.carousel.toml"))
        #expect(try !matches("legacy/", "legacy"))
        #expect(try matches("legacy/", "legacy/a.toml") && matches("legacy/", "legacy/a/b.toml"))
    }

    @Test func braceSetsAreRefusedUnlessEscaped() throws {
        #expect(throws: GlobError.braceSet) { try GlobPattern("{a,b}/**") }
        #expect(throws: GlobError.braceSet) { try GlobPattern("Configs/*.{draft,old}.carousel.toml") }
        #expect(try matches("\\{a,b\\}.toml", "{a,b}.toml"))
        #expect(try matches("[{]a.toml", "{a.toml"))
    }

    @Test func eachRefusalIsE0506WithItsReason() throws {
        let cases: [(String, String)] = [
            ("x/y/../y/w.carousel.toml", "a `..` (or escaped `.`) segment never matches"),
            ("[z-a]*", "the range `z-a` of a `[` set is empty, as `z` comes after `a` (write `a-z`)"),
            ("legacy\\", "escapes nothing"),
            ("{a,b}/**", "brace sets are not supported: write one pattern per alternative"),
            (".", "the pattern names no file"),
        ]
        for (pattern, reason) in cases {
            let text =
                "[[overrides]]\npaths = [\"\(pattern.replacingBackslashes)\"]\nseverity = { W0402 = \"allow\" }\n"
            let diagnostics = LintFixtures.configDiagnostics(text)
            #expect(LintFixtures.codes(diagnostics) == ["E0506"], "\(pattern)")
            let message = try #require(diagnostics.first?.message)
            #expect(message.hasPrefix("invalid path pattern \"\(pattern)\": "), "\(message)")
            #expect(message.contains(reason), "\(message)")
        }
        #expect(LintFixtures.configDiagnostics("[[overrides]]\npaths = [\"./sub/**\"]\nseverity = {}\n").isEmpty)
    }
}

extension String {
    /// The text as the inside of a TOML basic string (backslashes doubled).
    fileprivate var replacingBackslashes: String {
        String(unicodeScalars.flatMap { $0 == "\\" ? ["\\", "\\"] : [$0] }.map(Character.init))
    }
}
