import CarouselDisk
import Foundation
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// W0420: characters no available font draws (issue 9: Japanese and emoji drew as empty boxes and
/// `check` said nothing).
@Suite struct GlyphCoverageRuleTests {
    @Test func aTitleWithCharactersNoFontHasIsAWarningOnTheString() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [[carousel.items]]
            title = "Settings \\uE000 \\uE001"
                    ^^^^^^^^^^^^^^^^^^^^^^^^ W0420
            subtitle = "fine: 東京 🗼 مرحبا"
            """)
        let found = try #require(diagnostic("W0420", in: compilation))
        #expect(found.message == "no available font can draw 2 characters of this title: U+E000, U+E001")
        #expect(found.path == "carousel[0].items[0].title")
        #expect(found.help?.contains("window.font") == true)
        #expect(found.severity == .warning)
        #expect(compilation.spec != nil)
    }

    @Test func subtitlesTemplatesAndCarouselTitlesAreChecked() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            title = "Menu \\uF8FF"
                    ^^^^^^^^^^^^^ W0420
            [[carousel.items]]
            title = "One"
            subtitle = "\\uE000"
                       ^^^^^^^^ W0420
            [[carousel]]
            id = "b"
            [carousel.generate]
            count = 3
            title = "\\uE000 {n}"
                    ^^^^^^^^^^^^ W0420
            """)
    }

    @Test func eachCharacterIsListedOnceAndLongListsAreCut() throws {
        let characters = (0xE000..<0xE00C).map { String(format: "\\u%04X", $0) }.joined()
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[[carousel.items]]\ntitle = \"\(characters)\\uE000\"\n"))
        let found = try #require(diagnostic("W0420", in: compilation))
        #expect(found.message.hasPrefix("no available font can draw 12 characters of this title: U+E000, U+E001"))
        #expect(found.message.hasSuffix("U+E007 and 4 more"))
    }

    @Test func marksJoinersAndControlsAreNotCharactersToDraw() {
        // Combining acute, zero-width joiner, variation selector 16, a tab.
        expectDiagnostics(SpecFixtures.carousel("[[carousel.items]]\ntitle = \"e\\u0301\\u200D\\uFE0F\\t\"\n"))
    }

    @Test func theSpecsOwnFontCanDrawWhatOthersCannot() throws {
        let folder = SpecFixtures.temporaryFolder()
        let font = folder + "/icons.ttf"
        let dejaVu = SpecFixtures.packageRoot + "/Assets/fonts/DejaVuSans.ttf"
        try FileManager.default.copyItem(atPath: dejaVu, toPath: font)
        let compilation = SpecFixtures.compile(
            "[window]\nfont = \"icons.ttf\"\n" + SpecFixtures.carousel("[[carousel.items]]\ntitle = \"\\uE000\"\n"),
            folder: folder)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
    }

    @Test func withoutFontsToAskNothingIsReported() {
        let loader = SpecLoader(fileSystem: DiskFileSystem(), workingDirectory: "/")
        let compilation = loader.compile(
            SourceFile(
                path: "t.carousel.toml", text: SpecFixtures.carousel("[[carousel.items]]\ntitle = \"\\uE000\"\n")),
            baseDirectory: NSTemporaryDirectory())
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func describedCharactersShowTheCharacterAndItsCode() {
        #expect(SpecMessages.describe("あ") == "\"あ\" (U+3042)")
        #expect(SpecMessages.describe("\u{E000}") == "U+E000")
        #expect(SpecMessages.describe("\u{1F5FC}") == "\"🗼\" (U+1F5FC)")
        #expect(SpecMessages.fontHelp(for: ["あ"]).contains("fonts-noto-cjk"))
        #expect(SpecMessages.fontHelp(for: ["\u{1F5FC}"]).contains("fonts-noto-color-emoji"))
    }

    /// `missing(in:canDraw:)` reads UTF-8 bytes; the reference here walks `unicodeScalars`, so the
    /// two must agree on scalars of every encoded length, repeats, marks and joiners.
    @Test func theByteScanFindsWhatTheScalarViewFinds() {
        let texts = [
            "plain ASCII", "Section 1 · page 2", "é and ß and é again", "あいう漢字 and あ", "🗼 tower 🗼 👩‍👩‍👧",
            "e\u{301} combining", "\u{200D}\u{FE0F}\u{0}\u{7F}\u{85}", "\u{10FFFF}\u{E000}\u{10000}", "·", "",
        ]
        // Refuses every other scalar value, so both outcomes occur.
        let canDraw: (Unicode.Scalar) -> Bool = { $0.value % 2 == 0 }
        for text in texts {
            var expected: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars where scalar.value >= 0x80 && !expected.contains(scalar) {
                switch scalar.properties.generalCategory {
                case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
                    continue
                default:
                    if !canDraw(scalar) { expected.append(scalar) }
                }
            }
            #expect(GlyphCoverageRule.missing(in: text, canDraw: canDraw) == expected, "\(text.debugDescription)")
        }
    }
}
