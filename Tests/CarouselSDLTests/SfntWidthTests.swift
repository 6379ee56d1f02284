import CarouselScene
import CarouselTestSupport
import FontDiscovery
import Foundation
import Testing

@testable import CarouselSDL

extension SDLTests {
    /// Plain `check` measures text from the font files' own tables (``SfntTextMeasure``); a title
    /// it finds fitting must fit as the window draws it. The sfnt width is compared with SDL_ttf's
    /// (with the fallback fonts) on every title and subtitle of Configs/ and thousands of
    /// generated strings, and is never narrower; the line skip is SDL_ttf's.
    @Suite struct SfntWidthTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path

        /// The `title = "..."` and `subtitle = "..."` values of Configs/ (escapes-free strings).
        static func configTexts() throws -> [String] {
            let folder = root + "/Configs"
            var texts: [String] = []
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".toml") {
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let trimmed = line.drop { $0 == " " }
                    guard trimmed.hasPrefix("title = \"") || trimmed.hasPrefix("subtitle = \"") else { continue }
                    guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close
                    else { continue }
                    let value = String(trimmed[trimmed.index(after: open)..<close])
                    if !value.contains("\\") { texts.append(value) }
                }
            }
            return texts
        }

        /// Pools of characters the generated strings are drawn from.
        static let pools: [[String]] = [
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?'-()/&%fiflTVAWYLj".map(String.init),
            "éèêëàâäçñöüßÅøæœÉÀÇÑŁłžšćőűğıİ ".map(String.init) + ["e\u{301}", "a\u{308}", "n\u{303}"],
            "日本語の文字列中文字体漢字한국어テストカタカナひらがな、。".map(String.init),
            ["😀", "🎉", "👍🏽", "❤️", "🚀", "🌍", "1️⃣", "👩‍💻", "🇫🇷", "✨", " "],
            "שלום עולם אבגדהוזחטיכלמנסעפצקרשת".map(String.init),
            "مرحبا بالعالم السلام عليكم ابتثجحخدذرزسشصضطظعغفقكلمنهوي".map(String.init),
        ]

        /// `count` strings: each mixes one to three pools, one to forty characters.
        static func generated(count: Int) -> [String] {
            var random = SplitMix64(seed: 0x5F0_2025)
            return (0..<count).map { _ in
                let mixed = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    pools[Int.random(in: 0..<pools.count, using: &random)]
                }
                let length = Int.random(in: 1...40, using: &random)
                return (0..<length).map { _ in
                    let pool = mixed[Int.random(in: 0..<mixed.count, using: &random)]
                    return pool[Int.random(in: 0..<pool.count, using: &random)]
                }.joined()
            }
        }

        @Test func theSfntWidthIsNeverNarrowerThanSDLTTFs() throws {
            let sdl = try HeadlessFontMetrics.forSpec(fontPath: nil)
            let sfnt = try #require(SfntTextMeasure.bundled(customFont: nil))
            let texts = try Self.configTexts() + Self.generated(count: 3000)
            #expect(texts.count > 3050)
            var narrower: [String] = []
            var compared = 0
            for (index, text) in texts.enumerated() {
                for face in [FontFace.bold, .regular] {
                    let pixelSize = [12, 17, 24, 30][index % 4]
                    let drawn = try sdl.size(of: text, face: face, pixelSize: pixelSize).width
                    let style: SfntTextMeasure.Style = face == .bold ? .bold : .regular
                    let measured = sfnt.size(of: text, style: style, pixelSize: pixelSize).width
                    compared += 1
                    if measured < drawn {
                        narrower.append("\(face) \(pixelSize) px \"\(text)\": \(measured) < \(drawn)")
                    }
                }
            }
            #expect(compared == texts.count * 2)
            #expect(narrower.isEmpty, "\(narrower.count) narrower, e.g. \(narrower.prefix(12).joined(separator: "; "))")
        }

        @Test func lineMetricsAreSDLTTFs() throws {
            let sdl = try HeadlessFontMetrics.forSpec(fontPath: nil)
            let sfnt = try #require(SfntTextMeasure.bundled(customFont: nil))
            for pixelSize in [9, 10, 12, 14, 17, 18, 19, 24, 30, 48] {
                for face in [FontFace.bold, .regular] {
                    let style: SfntTextMeasure.Style = face == .bold ? .bold : .regular
                    #expect(
                        sfnt.lineSkip(style: style, pixelSize: pixelSize)
                            == (try sdl.lineSkip(face: face, pixelSize: pixelSize)), "\(face) \(pixelSize)")
                    // A drawn line's height is SDL_ttf's, or at small sizes a pixel short of it
                    // where hinted ink reaches below (lines stack by the line skip, which is exact).
                    let height = sfnt.size(of: "Hg", style: style, pixelSize: pixelSize).height
                    let drawn = try sdl.size(of: "Hg", face: face, pixelSize: pixelSize).height
                    #expect(height == drawn || (pixelSize < 14 && height + 1 == drawn), "\(face) \(pixelSize)")
                }
            }
        }
    }
}
