import Foundation
import Testing
@testable import CarouselSpec

/// Every spec in Configs/ is valid: zero errors and zero warnings.
@Suite struct ConfigsTests {
    static let configs: [String] = {
        let folder = SpecFixtures.packageRoot + "/Configs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".toml") }.sorted().map { folder + "/" + $0 }
    }()

    @Test func theConfigsFolderHasTheExpectedSpecs() {
        let names = Set(Self.configs.map { URL(fileURLWithPath: $0).lastPathComponent })
        for expected in [
            "featured", "onboarding", "wallet", "cards", "ticker", "ticker-vertical", "health", "showcase", "headlines",
            "tokyo", "news-ar", "continue-watching", "effects", "effects-rings", "effects-depth", "effects-swiper",
            "coverflow", "cylinder", "gallery",
        ] {
            #expect(names.contains("\(expected).carousel.toml"))
        }
    }

    @Test(arguments: configs) func compilesWithoutDiagnostics(path: String) throws {
        let compilation = try SpecFixtures.loader.compile(path: path)
        #expect(compilation.diagnostics.isEmpty, "\(path):\n\(SpecFixtures.describe(compilation))")
        #expect(compilation.spec != nil)
    }

    /// Every window fits a 1280 x 800 screen.
    @Test(arguments: configs) func windowFitsAScreen(path: String) throws {
        let spec = try #require(try SpecFixtures.loader.compile(path: path).spec)
        #expect(spec.scene.windowSize.width <= 1280 && spec.scene.windowSize.height <= 800, "\(path)")
    }

    /// The themes under Configs/themes/ (specs without carousels that others extend) check clean,
    /// and each is extended by some spec of Configs/.
    @Test func theThemesCheckCleanAndAreUsed() throws {
        let folder = SpecFixtures.packageRoot + "/Configs/themes"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".toml") }
        #expect(!names.isEmpty)
        let specs = try Self.configs.map { try String(contentsOfFile: $0, encoding: .utf8) }
        for name in names {
            let compilation = try SpecFixtures.loader.compile(path: folder + "/" + name)
            #expect(compilation.diagnostics.isEmpty && compilation.isTheme, "\(name)")
            #expect(specs.contains { $0.contains("extends = \"themes/\(name)\"") }, "no spec extends \(name)")
        }
    }

    @Test(arguments: configs) func startsWithTheSchemaHeader(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("#:schema ../schema/carousel.schema.json\n"))
    }
}
