import Foundation
import Testing

/// Memory and output stay in proportion to the input: at most 10 times its size plus 64 MB of
/// memory, and at most 1,000 diagnostics per file.
@Suite struct ProportionTests {
    private static func unknownKeys(_ count: Int) -> String {
        "[[carousel]]\nid = \"a\"\n" + (0..<count).map { "k\($0) = 1\n" }.joined()
    }

    @Test(arguments: DiagnosticFormatCase.all)
    func diagnosticsPastTheLimitAreCountedInOneNote(format: DiagnosticFormatCase) throws {
        let folder = try TemporaryFolder()
        try folder.write("many.carousel.toml", Self.unknownKeys(1_500) + "[carousel.generate]\ncount = 3\n")
        let result = try CarouselProcess.run(
            ["check", "many.carousel.toml", "--format", format.rawValue], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("500 more problems not shown (carousel reports at most 1000 per file)"))
        #expect(!result.stdout.contains("`k1000`"))
    }

    @Test func exactlyTheLimitHasNoNote() throws {
        let folder = try TemporaryFolder()
        // 1,000 unknown keys and no items warning: `generate` gives the carousel items.
        try folder.write(
            "edge.carousel.toml", Self.unknownKeys(1_000) + "[carousel.generate]\ncount = 3\n")
        let result = try CarouselProcess.run(["check", "edge.carousel.toml", "--format", "json"], in: folder.url)
        #expect(try JSONReport(result.stdoutBytes).errors == 1_000)
        #expect(!result.stdout.contains("not shown"))
    }

    @Test func aMillionUnknownKeysStayInBoundedMemory() throws {
        let folder = try TemporaryFolder()
        let text = Self.unknownKeys(1_000_000)
        try folder.write("keys.carousel.toml", text)
        let (result, peak) = try CarouselProcess.runMeasured(
            ["check", "keys.carousel.toml", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("999001 more problems not shown"))
        #expect(peak < 10 * text.utf8.count + 64_000_000)
    }

    @Test(arguments: ["1,", "{},"])
    func hugeInlineArrayStopsAtTheElementLimitInBoundedMemory(element: String) throws {
        let folder = try TemporaryFolder()
        let text = "x = [" + String(repeating: element, count: 6_000_000) + "]\n"
        try folder.write("array.carousel.toml", text)
        let (result, peak) = try CarouselProcess.runMeasured(
            ["check", "array.carousel.toml", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("more than 250000 array elements"))
        #expect(peak < 10 * text.utf8.count + 64_000_000)
    }
}

/// The four `--format` values, as test arguments.
enum DiagnosticFormatCase: String, CaseIterable, Sendable {
    case human, json, github, sarif
    static let all = allCases
}
