import Foundation
import Testing

@testable import CarouselCLI

/// `carousel --version`: the one version number and the commit the binary was built from.
@Suite struct VersionTests {
    /// It prints `carousel X.Y.Z (COMMIT)` on standard output and exits 0; the commit is a
    /// 12-digit hash (with `-dirty`) from the Makefile's header, or "unknown commit".
    @Test func versionPrintsTheNumberAndTheCommit() throws {
        let result = try CarouselProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == CarouselVersion.line + "\n")
        #expect(result.stdout.hasPrefix("carousel \(CarouselVersion.number) ("))
        let commit = CarouselVersion.commit
        let isHash =
            commit.count >= 12 && commit.prefix(12).allSatisfy(\.isHexDigit)
            && (commit.count == 12 || commit.dropFirst(12) == "-dirty")
        #expect(isHash || commit == "unknown commit", "commit '\(commit)'")
    }

    /// The number is semantic (three whole numbers) and written in one file of Sources/ only.
    @Test func theVersionNumberIsWrittenOnce() throws {
        let parts = CarouselVersion.number.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let holders = try files.filter {
            try String(contentsOf: $0, encoding: .utf8).contains("\"\(CarouselVersion.number)\"")
        }
        #expect(holders.map(\.lastPathComponent) == ["CarouselVersion.swift"])
    }

    /// The overview names `--version`, and `--version` is not taken for a command name.
    @Test func theOverviewNamesVersion() throws {
        #expect(CarouselMain.overview.contains("carousel --version"))
        let result = try CarouselProcess.run(["--versoin"])
        #expect(result.status == 2)
    }
}
