import CarouselDisk
import CarouselSpec
import Foundation
import SourceDiagnostics
import Testing

/// Every spec in Configs/ passes the render pass (with the fake metrics). It failed on the
/// wallet (a vertical stack) at 7680x4320 until the stack's front card was fitted to its stage.
@Suite struct ConfigsRenderTests {
    static let configs: [String] = {
        let folder = VerifyFixtures.packageRoot + "/Configs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".carousel.toml") }.sorted().map { folder + "/" + $0 }
    }()

    /// Specs that show a title cut with "…" on purpose (headlines.carousel.toml demonstrates the
    /// ellipsis of a title still too long for its lines): there W0413 is the expected report.
    static let cutOnPurpose: Set<String> = ["headlines.carousel.toml"]

    @Test func configsAreFound() { #expect(Self.configs.count >= 8) }

    @Test(arguments: configs) func configPassesTheRenderPass(path: String) throws {
        // Label-sized items are measured with the metrics the pass draws with.
        let loader = SpecLoader(
            fileSystem: DiskFileSystem(), workingDirectory: FileManager.default.currentDirectoryPath,
            glyphCoverage: FakeGlyphCoverage())
        let compilation = try loader.compile(path: path)
        #expect(!compilation.hasErrors)
        var found = try VerifyFixtures.render(compilation)
        let name = URL(fileURLWithPath: path).lastPathComponent
        if Self.cutOnPurpose.contains(name) {
            #expect(found.contains { $0.code.text == "W0413" }, "\(name) shows a cut title")
            found.removeAll { $0.code.text == "W0413" }
        }
        #expect(found.isEmpty, "\(path):\n\(VerifyFixtures.describe(found, in: compilation))")
    }
}
