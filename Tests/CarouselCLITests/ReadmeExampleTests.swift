import Foundation
import Testing

/// The README's examples are run as written, so a new user sees what the README promises.
@Suite struct ReadmeExampleTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// The fenced block that follows `<!-- readme-test: MARK -->`.
    static func block(after mark: String) -> String? {
        guard let markRange = readme.range(of: "<!-- readme-test: \(mark) -->") else { return nil }
        let rest = readme[markRange.upperBound...]
        guard let open = rest.range(of: "```"), let lineEnd = rest[open.upperBound...].firstIndex(of: "\n"),
            let close = rest[lineEnd...].range(of: "\n```")
        else { return nil }
        return String(rest[rest.index(after: lineEnd)..<close.lowerBound]) + "\n"
    }

    @Test func minimalSpecIsClean() throws {
        let spec = try #require(Self.block(after: "valid"))
        let folder = try TemporaryFolder()
        try folder.write("minimal.carousel.toml", spec)
        let result = try CarouselProcess.run(["check", "minimal.carousel.toml"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("no problems found"))
    }

    @Test func failingExamplePrintsExactlyWhatTheReadmeShows() throws {
        let spec = try #require(Self.block(after: "hello.carousel.toml"))
        let shown = try #require(Self.block(after: "output"))
        var lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "$ carousel check hello.carousel.toml")
        lines.removeFirst()
        let expected = lines.joined(separator: "\n")
        let folder = try TemporaryFolder()
        try folder.write("hello.carousel.toml", spec)
        let result = try CarouselProcess.run(["check", "--color", "never", "hello.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            (result.stdout + result.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
                == expected.trimmingCharacters(in: .whitespacesAndNewlines))

        let fixed = spec.replacingOccurrences(of: "spaceing", with: "spacing")
            .replacingOccurrences(of: "\"bleu\"", with: "\"blue\"")
        try folder.write("hello.carousel.toml", fixed)
        let clean = try CarouselProcess.run(["check", "hello.carousel.toml"], in: folder.url)
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("checked 1 file: no problems found"))
    }
}
