import CarouselDisk
import CarouselScene
import CarouselSpec
@testable import CarouselVerify
import Foundation
import SourceDiagnostics
import Testing

/// The render pass's shortcuts (labels wrapped once per text and width, titles read back once per
/// card face, and checks skipped for carousels that did not change since the frame before) find
/// exactly what the pass finds without them: the same diagnostics, messages and order.
@Suite struct RenderShortcutsTests {
    /// Seeds of the property test's generator (several carousels in 40 % of its specs); specs
    /// with errors are passed over until ``validSpecs`` compiled.
    static let firstSeed: UInt64 = 4_200_000
    static let validSpecs = 16

    /// The diagnostics of `compilation` played with and without the shortcuts.
    static func bothWays(_ compilation: SpecCompilation, metrics: any FontMetrics) throws
        -> (fast: [Diagnostic], reference: [Diagnostic])
    {
        guard let spec = compilation.spec, let keys = compilation.keyLocator else { return ([], []) }
        var reference = RenderCheck(spec: spec, keys: keys, metrics: metrics)
        reference.skipsRepeatedWork = false
        return (try RenderCheck(spec: spec, keys: keys, metrics: metrics).run(), try reference.run())
    }

    @Test func generatedSpecsFindTheSameWithAndWithoutShortcuts() throws {
        let folder = NSTemporaryDirectory() + "carousel-shortcuts"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let loader = SpecLoader(fileSystem: DiskFileSystem(), workingDirectory: folder)
        var played = 0, found = 0, codes: Set<String> = []
        let seeds = Self.firstSeed..<(Self.firstSeed + 40 * UInt64(Self.validSpecs))
        for seed in seeds where played < 2 * Self.validSpecs {
            var generator = SpecGenerator(seed: seed, assets: VerifyFixtures.packageRoot + "/Assets")
            let text = generator.document()
            let file = SourceFile(path: folder + "/seed-\(seed).carousel.toml", text: text)
            let compilation = loader.compile(file, baseDirectory: folder)
            guard !compilation.hasErrors else { continue }
            // Wider letters too (0.8 of the pixel size), so more titles are cut.
            for metrics in [FakeMetrics(), FakeMetrics(advance: 0.8)] {
                let (fast, reference) = try Self.bothWays(compilation, metrics: metrics)
                let shown = (
                    VerifyFixtures.describe(fast, in: compilation), VerifyFixtures.describe(reference, in: compilation)
                )
                #expect(fast == reference, "seed \(seed):\nwith shortcuts:\n\(shown.0)\nwithout:\n\(shown.1)")
                played += 1
                found += reference.count
                codes.formUnion(reference.map(\.code.text))
            }
        }
        // The comparison means something only when the pass finds problems: valid generated specs
        // give cut titles (W0413) with the wide letters; the other codes come from the catalog's
        // examples below.
        #expect(played == 2 * Self.validSpecs)
        #expect(found >= 10, "only \(found) findings in \(played) plays")
        #expect(codes.contains("W0413"), "only the codes \(codes.sorted()) were found")
    }

    /// The catalog's wrong examples of the pass's codes (a title cut, a carousel covered by
    /// another, a label under a translucent card): each found, and found the same both ways.
    @Test(arguments: RenderCatalogTests.caught) func wrongExamplesFindTheSameWithAndWithoutShortcuts(
        code: DiagnosticCode
    ) throws {
        let compilation = VerifyFixtures.compile(DiagnosticCatalog.explanation(for: code).wrongExample)
        let (fast, reference) = try Self.bothWays(compilation, metrics: FakeMetrics())
        #expect(reference.contains { $0.code == code.id })
        #expect(fast == reference, "\(code.rawValue):\n\(VerifyFixtures.describe(fast, in: compilation))")
    }

    @Test(arguments: ConfigsRenderTests.configs) func configsFindTheSameWithAndWithoutShortcuts(path: String) throws {
        let loader = SpecLoader(
            fileSystem: DiskFileSystem(), workingDirectory: FileManager.default.currentDirectoryPath)
        let compilation = try loader.compile(path: path)
        let (fast, reference) = try Self.bothWays(compilation, metrics: FakeMetrics(advance: 0.8))
        #expect(fast == reference, "\(path):\n\(VerifyFixtures.describe(fast, in: compilation))")
    }
}
