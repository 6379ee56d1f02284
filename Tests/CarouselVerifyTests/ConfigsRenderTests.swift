import CarouselSpec
import Foundation
import SourceDiagnostics
import Testing

/// Every spec in Configs/ passes the render pass (with the fake metrics).
@Suite struct ConfigsRenderTests {
    static let configs: [String] = {
        let folder = VerifyFixtures.packageRoot + "/Configs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".carousel.toml") }.sorted().map { folder + "/" + $0 }
    }()

    @Test func configsAreFound() { #expect(Self.configs.count >= 8) }

    @Test(arguments: configs) func configPassesTheRenderPass(path: String) throws {
        let loader = SpecLoader(
            fileSystem: TestDiskFileSystem(), workingDirectory: FileManager.default.currentDirectoryPath)
        let compilation = try loader.compile(path: path)
        #expect(!compilation.hasErrors)
        let found = try VerifyFixtures.render(compilation)
        #expect(found.isEmpty, "\(path):\n\(VerifyFixtures.describe(found, in: compilation))")
    }
}

