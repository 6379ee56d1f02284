import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// Text in scripts the bundled font lacks, drawn with fallback fonts, and right-to-left text.
    @Suite struct FallbackTextTests {
        static let white = RGBAColor(red: 255, green: 255, blue: 255)
        static let hasCJK = FileManager.default.fileExists(
            atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
        static let hasEmoji = FileManager.default.fileExists(
            atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

        static func pixels(_ text: String, face: FontFace = .bold, size: Int = 32, fallback: Bool = true) throws
            -> (pixels: [UInt32], width: Int, height: Int)
        {
            try SDLLibrary.startFontsAndImages()
            let surface = try SDLSurface(width: 8, height: 8, format: SDLBridge.opaquePixelFormat)
            let fonts = try FontLibrary(customFont: nil, systemFallback: fallback)
            let cache = TextCache(renderer: try SDLRenderer(surface: surface), fonts: fonts)
            let line = try fonts.line(text, face: face, pixelSize: size)
            let rendered = try #require(try cache.render(line, color: white))
            let argb = try rendered.converted(to: SDLBridge.argbPixelFormat)
            return (try argb.pixels32(), argb.width, argb.height)
        }

        /// Summed alpha of columns `range`.
        static func ink(_ image: (pixels: [UInt32], width: Int, height: Int), columns range: Range<Int>) -> Int {
            var total = 0
            for row in 0..<image.height {
                for column in range where column >= 0 && column < image.width {
                    total += Int(image.pixels[row * image.width + column] >> 24)
                }
            }
            return total
        }

        /// Without a fallback every kana is the same missing-glyph box; with Noto CJK each is itself.
        @Test(.enabled(if: hasCJK)) func japaneseIsDrawnWithAFallbackFontInsteadOfBoxes() throws {
            let fonts = try FontLibrary(customFont: nil)
            let runs = fonts.runs(of: "東京タワー", face: .bold)
            #expect(runs.count == 1)
            #expect(runs.first?.font.path.contains("NotoSansCJK") == true)
            let boxes = try Self.pixels("ああああ", fallback: false), kana = try Self.pixels("ああああ")
            let mixed = try Self.pixels("あいうえ", fallback: false), drawn = try Self.pixels("あいうえ")
            // Boxes: four kana draw the same ink as four other kana. Drawn: they differ.
            #expect(Self.ink(boxes, columns: 0..<boxes.width) == Self.ink(mixed, columns: 0..<mixed.width))
            #expect(Self.ink(kana, columns: 0..<kana.width) != Self.ink(drawn, columns: 0..<drawn.width))
        }

        @Test(.enabled(if: hasEmoji)) func emojiAreDrawnInColourAtTheLineHeight() throws {
            let image = try Self.pixels("🗼", size: 32)
            let colourful = image.pixels.contains { pixel in
                let red = Int((pixel >> 16) & 0xFF), green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
                return pixel >> 24 > 200 && max(red, green, blue) - min(red, green, blue) > 80
            }
            #expect(colourful, "the white text colour would give grey pixels only")
            let plain = try Self.pixels("Ag", size: 32)
            #expect(image.height == plain.height)
            // Scaled from the 109 px strike to about one em, not drawn at 109 px.
            #expect(image.width > 20 && image.width < 60)
        }

        /// A keycap starts with an ASCII digit, yet it is an emoji: the digit goes to the colour font.
        @Test(.enabled(if: hasEmoji)) func aKeycapIsOneColourEmojiRun() throws {
            let fonts = try FontLibrary(customFont: nil)
            let runs = fonts.runs(of: "Press 1\u{FE0F}\u{20E3}", face: .bold)
            #expect(runs.map(\.run.text) == ["Press ", "1\u{FE0F}\u{20E3}"])
            #expect(runs.last?.font.path.hasSuffix("NotoColorEmoji.ttf") == true)
        }

        /// A right-to-left run reads from the right: the first letter (alef) is at the right end.
        @Test func hebrewReadsRightToLeft() throws {
            let alef = try Self.pixels("א", face: .regular, size: 40)
            let word = try Self.pixels("אב", face: .regular, size: 40)
            let alefInk = Self.ink(alef, columns: 0..<alef.width)
            let right = Self.ink(word, columns: (word.width - alef.width)..<word.width)
            let left = Self.ink(word, columns: 0..<alef.width)
            #expect(abs(right - alefInk) < abs(left - alefInk))
        }

        /// In a right-to-left paragraph a number keeps its digit order, at the left of the word before it.
        @Test func numbersInArabicTextKeepTheirOrder() throws {
            let fonts = try FontLibrary(customFont: nil)
            let runs = fonts.runs(of: "عام 2024", face: .regular).map(\.run)
            #expect(runs.map(\.text) == ["2024", "عام "])
            #expect(runs.map(\.isRightToLeft) == [false, true])
            #expect(runs.last?.script == "Arab")
        }
    }
}
