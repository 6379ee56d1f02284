import Foundation
import Testing

/// `carousel check --render`: the render pass's warnings with the window's fonts.
@Suite struct CheckRenderTests {
    static let fillsTheWindow = """
        [[carousel]]
        id = "featured"
        title = "Featured"
        frame = { x = 0, y = 0, width = 1280, height = 800 }

        [[carousel.items]]
        title = "One"

        [[carousel.items]]
        title = "Two"

        """

    static let overlay = """
        [[carousel]]
        id = "hero"
        frame = { x = 0, y = 28, width = 1280, height = 600 }

        [[carousel.items]]
        title = "Summer sale"

        [[carousel.items]]
        title = "New arrivals"

        [[carousel]]
        id = "ticker"
        frame = { x = 0, y = 560, width = 1280, height = 120 }

        [[carousel.items]]
        title = "Free delivery this week"

        """

    static let longTitle = """
        [window]
        size = [320, 240]

        [[carousel]]
        id = "news"

        [[carousel.items]]
        id = "storm"
        title = "Storm warning for the coast and the islands"

        """

    @Test func aTitleAboveTheWindowIsAnErrorBeforeTheRenderPass() throws {
        // The layout proofs of plain check find it now (E0306); the render pass plays no spec with errors.
        let folder = try TemporaryFolder()
        try folder.write("fill.carousel.toml", Self.fillsTheWindow)
        let plain = try CarouselProcess.run(["check", "fill.carousel.toml", "--color", "never"], in: folder.url)
        let result = try CarouselProcess.run(
            ["check", "--render", "fill.carousel.toml", "--color", "never"], in: folder.url)
        for run in [plain, result] {
            #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.contains("error[E0306]: the title of carousel `featured` is drawn at y = -28"))
            #expect(run.stdout.contains(" --> fill.carousel.toml:4:9"))
            #expect(!run.stdout.contains("W0414"), "\(run.stdout)")
        }
    }

    @Test func aCarouselCoveredByAnOverlayIsAWarningAtTheLaterFrame() throws {
        // Two written frames may overlap (plain check accepts the overlay); the pass names what is hidden.
        let folder = try TemporaryFolder()
        try folder.write("overlay.carousel.toml", Self.overlay)
        let plain = try CarouselProcess.run(["check", "overlay.carousel.toml", "--color", "never"], in: folder.url)
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("W0414"), "plain check runs no render pass")
        let result = try CarouselProcess.run(
            ["check", "--render", "overlay.carousel.toml", "--color", "never"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains("warning[W0414]: page dots of carousel \"hero\" are covered by carousel \"ticker\""),
            "\(result.stdout)")
        #expect(result.stdout.contains(" --> overlay.carousel.toml:13:9"))
        let strict = try CarouselProcess.run(
            ["check", "--render", "--strict", "overlay.carousel.toml"], in: folder.url)
        #expect(strict.status == 1)
    }

    @Test func aCutTitleNamesTheItemAndShowsBothTexts() throws {
        let folder = try TemporaryFolder()
        try folder.write("news.carousel.toml", Self.longTitle)
        let result = try CarouselProcess.run(
            ["check", "--render", "news.carousel.toml", "--format", "json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"code\":\"W0413\""), "\(result.stdout)")
        #expect(result.stdout.contains("title of item \\\"storm\\\" \\\"Storm"), "\(result.stdout)")
        #expect(result.stdout.contains("…\\\" is cut at 320x240; the full title is"), "\(result.stdout)")
        #expect(result.stdout.contains("carousel[0].items[0].title"), "\(result.stdout)")
    }

    /// With the real fonts (the wallet failed at 7680x4320 until the stack's front card was fitted).
    @Test func theRepositorysSampleSpecsPassTheRenderPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // headlines.carousel.toml shows titles cut with "…" on purpose: its W0413 are allowed by
        // `# carousel: allow W0413` comments (plain check reports them too), so every spec passes.
        let result = try CarouselProcess.run(["check", "--render", "Configs", "--format", "json"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let codes = result.stdout.matches(of: /"file":"([^"]+)"[^\n]*?"code":"([A-Z0-9]+)"/).map {
            "\($0.1) \($0.2)"
        }
        #expect(codes.isEmpty, "Configs/ should pass the render pass:\n\(result.stdout)")
        let others = try FileManager.default.contentsOfDirectory(atPath: root.path + "/Configs")
            .filter { $0.hasSuffix(".carousel.toml") && $0 != "headlines.carousel.toml" }.sorted()
            .map { "Configs/" + $0 }
        let strict = try CarouselProcess.run(["check", "--render", "--strict"] + others, in: root)
        #expect(strict.status == 0, "\(strict.stdout)\(strict.stderr)")
    }

    @Test func aSpecWithErrorsIsNotPlayed() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Self.fillsTheWindow + "[[carousel.items]]\ntitel = \"x\"\n")
        let plain = try CarouselProcess.run(["check", "bad.carousel.toml", "--color", "never"], in: folder.url)
        let render = try CarouselProcess.run(
            ["check", "--render", "bad.carousel.toml", "--color", "never"], in: folder.url)
        #expect(render.status == 1)
        #expect(render.stdout == plain.stdout)
    }
}
