import Foundation
import Testing

/// `carousel check` asks this machine's font files whether titles can be drawn (W0420).
@Suite struct GlyphCoverageCheckTests {
    static let spec = """
        [[carousel]]
        id = "a"
        [[carousel.items]]
        title = "Menu \\uE000"
        [[carousel.items]]
        title = "Привет, مرحبا, שלום"

        """

    @Test func aPrivateUseCharacterNoFontDrawsIsAWarningWithItsCode() throws {
        let folder = try TemporaryFolder()
        try folder.write("icons.carousel.toml", Self.spec)
        let result = try CarouselProcess.run(["check", "icons.carousel.toml", "--color", "never"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("warning[W0420]: no available font can draw 1 character of this title: U+E000"))
        #expect(result.stdout.contains(" --> icons.carousel.toml:4:9"))
        // Cyrillic, Arabic and Hebrew are in the bundled DejaVu fonts: one warning only.
        #expect(result.stdout.components(separatedBy: "W0420").count == 2)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")))
    func japaneseChecksCleanWhereNotoCJKIsInstalled() throws {
        let folder = try TemporaryFolder()
        try folder.write("jp.carousel.toml", "[[carousel]]\nid = \"a\"\n[[carousel.items]]\ntitle = \"東京タワー\"\n")
        let result = try CarouselProcess.run(["check", "--strict", "jp.carousel.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")
    }
}
