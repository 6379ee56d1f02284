import Testing
@testable import FontFiles

/// Run splitting by font coverage and direction.
@Suite struct FontRunsTests {
    /// Font 0 draws Latin and Arabic and Hebrew (like DejaVu), font 1 Japanese (and Latin, like Noto
    /// CJK), font 2 emoji.
    static func covers(_ font: Int, _ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch font {
        case 0: return value < 0x0900 || (0x2000...0x206F).contains(value)
        case 1: return value < 0x0250 || (0x3000...0x9FFF).contains(value)
        case 2: return (0x1F300...0x1FAFF).contains(value) || value == 0x200D || value == 0xFE0F
        default: return false
        }
    }

    static func split(_ text: String) -> [FontRun] {
        FontRuns.split(text, fontCount: 3, covers: covers)
    }

    @Test func latinTextIsOneRunOfTheFirstFont() {
        let runs = Self.split("Hello, world")
        #expect(runs == [FontRun(text: "Hello, world", font: 0, isRightToLeft: false, script: "Zzzz")])
        #expect(Self.split("").isEmpty)
    }

    @Test func japaneseGoesToTheFontThatHasItAndLatinStaysWithTheFirst() {
        let runs = Self.split("東京 Tower 🗼")
        #expect(runs.map(\.text) == ["東京", " Tower ", "🗼"])
        #expect(runs.map(\.font) == [1, 0, 2])
        // Punctuation stays with the Japanese run; spaces go to the first font.
        #expect(Self.split("東京! 大阪").map(\.text) == ["東京!", " ", "大阪"])
        #expect(runs.allSatisfy { !$0.isRightToLeft })
    }

    @Test func emojiSequencesStayInOneRun() {
        // Family: man, ZWJ, woman, ZWJ, girl; a thumbs up with a skin tone; a heart with VS16.
        let runs = Self.split("Hi 👨‍👩‍👧👍🏽❤️ ok")
        #expect(runs.map(\.text) == ["Hi ", "👨‍👩‍👧👍🏽❤️", " ok"])
        #expect(runs.map(\.font) == [0, 2, 0])
    }

    @Test func emojiPreferAColourFontOverABlackAndWhiteOne() {
        // Font 0 also has a black-and-white 😀 (like DejaVu); font 2 is the colour font.
        let covers: (Int, Unicode.Scalar) -> Bool = { font, scalar in
            Self.covers(font, scalar) || (font == 0 && scalar == "😀")
        }
        let plain = FontRuns.split("Hi 😀", fontCount: 3, covers: covers)
        #expect(plain.map(\.font) == [0])
        let coloured = FontRuns.split("Hi 😀", fontCount: 3, covers: covers, isColor: { $0 == 2 })
        #expect(coloured.map(\.text) == ["Hi ", "😀"])
        #expect(coloured.map(\.font) == [0, 2])
        #expect(FontRuns.isEmoji("❤", next: "\u{FE0F}") && !FontRuns.isEmoji("❤", next: nil))
        #expect(FontRuns.isEmoji("1", next: "\u{FE0F}") && !FontRuns.isEmoji("1", next: nil))
        #expect(!FontRuns.isEmoji("A", next: "B"))
    }

    @Test func aCharacterNoFontHasStaysWithTheRunBeforeIt() {
        #expect(Self.split("A\u{E000}B").map(\.font) == [0])
        #expect(Self.split("\u{E000}").map(\.font) == [0])
    }

    @Test func aPureRightToLeftLineIsOneRightToLeftRunWithItsScript() {
        let arabic = Self.split("مرحبا بالعالم")
        #expect(arabic == [FontRun(text: "مرحبا بالعالم", font: 0, isRightToLeft: true, script: "Arab")])
        let hebrew = Self.split("שלום עולם")
        #expect(hebrew == [FontRun(text: "שלום עולם", font: 0, isRightToLeft: true, script: "Hebr")])
    }

    @Test func numbersAndLatinInsideRightToLeftTextReadLeftToRightAndAreReordered() {
        // Logical: Arabic word, space, 2024; visually the number is on the left.
        let runs = Self.split("عام 2024")
        #expect(runs.map(\.text) == ["2024", "عام "])
        #expect(runs.map(\.isRightToLeft) == [false, true])
        // The paragraph reads right to left: the final "!" ends it on the left.
        let mixed = Self.split("مرحبا Hello World!")
        #expect(mixed.map(\.text) == ["!", "Hello World", "مرحبا "])
        #expect(mixed.map(\.isRightToLeft) == [true, false, true])
    }

    @Test func rightToLeftWordsInsideLatinTextAreReversedInPlace() {
        let runs = Self.split("Say שלום עולם now")
        #expect(runs.map(\.text) == ["Say ", "שלום עולם", " now"])
        #expect(runs.map(\.isRightToLeft) == [false, true, false])
    }

    @Test func levelsReorderRunsByRuleL2() {
        // Two right-to-left words around a Latin one in a right-to-left paragraph.
        let runs = Self.split("אבג abc דהו")
        #expect(runs.map(\.text) == [" דהו", "abc", "אבג "])
        #expect(runs.map(\.isRightToLeft) == [true, false, true])
    }
}
