import Testing
@testable import CarouselSpec

@Suite struct ColorParserTests {
    @Test func hexFormsExpandToRGBA() throws {
        #expect(try ColorParser.parse("#fA0").get() == RGBAColor(red: 0xFF, green: 0xAA, blue: 0x00))
        #expect(try ColorParser.parse("#fA08").get() == RGBAColor(red: 0xFF, green: 0xAA, blue: 0x00, alpha: 0x88))
        #expect(try ColorParser.parse("#0a84ff").get() == RGBAColor(red: 0x0A, green: 0x84, blue: 0xFF))
        #expect(try ColorParser.parse("#0A84FF40").get().hex == "#0A84FF40")
    }

    @Test func malformedHexIsRejected() {
        for text in ["#", "#12", "#12345", "#1234567", "#GGG", "#12 45 6", "#0A84FF400"] {
            #expect(throws: ColorParser.Failure.badHex) { try ColorParser.parse(text).get() }
        }
    }

    @Test func namesAreExactAndUnknownNamesGetSuggestions() throws {
        #expect(try ColorParser.parse("teal").get() == RGBAColor(red: 0x30, green: 0xB0, blue: 0xC7))
        #expect(throws: ColorParser.Failure.unknownName(suggestions: ["gray", "red", "green"])) {
            try ColorParser.parse("grey").get()
        }
        #expect(throws: ColorParser.Failure.unknownName(suggestions: ["blue"])) { try ColorParser.parse("Blue").get() }
        #expect(throws: ColorParser.Failure.unknownName(suggestions: [])) { try ColorParser.parse("chartreuse").get() }
    }

    /// Issue 9: `"FF0000"` suggested `"#0A84FF"`, not `"#FF0000"`.
    @Test(arguments: ["FF0000", "ff000080", "f00", "F008"]) func hexDigitsWithoutHashAreNamed(text: String) {
        #expect(throws: ColorParser.Failure.missingHash("#" + text)) { try ColorParser.parse(text).get() }
    }

    @Test(arguments: ["FF0000", "ff000080", "f00", "F008"]) func hexDigitsWithoutHashGetTheHashAsFix(text: String)
        throws
    {
        let source = "[[carousel]]\nid = \"main\"\n[[carousel.items]]\ntitle = \"One\"\ncolor = \"\(text)\"\n"
        let compilation = SpecFixtures.compile(source)
        let diagnostic = try #require(compilation.diagnostics.first)
        #expect(diagnostic.code.text == "E0302")
        #expect(diagnostic.message == "color \"\(text)\" has no `#` in front of its hex digits")
        #expect(diagnostic.help == "did you mean \"#\(text)\"?")
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(diagnostic.fixIts.count == 1)
        let fixed = fixIt.apply(to: source)
        #expect(fixed.contains("color = \"#\(text)\"\n"))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
    }

    @Test func palettesGetTheHashSuggestionToo() throws {
        let source =
            "[[carousel]]\nid = \"main\"\n[carousel.generate]\ncount = 3\npalette = [\"#0A84FF\", \"30B0C7\"]\n"
        let diagnostic = try #require(SpecFixtures.compile(source).diagnostics.first)
        #expect(diagnostic.help == "did you mean \"#30B0C7\"?")
        #expect(diagnostic.fixIts.map { $0.edits.map(\.replacement) } == [["\"#30B0C7\""]])
    }

    @Test func everyNameIsUniqueAndTheDefaultPaletteUsesNames() {
        #expect(Set(NamedColors.names).count == NamedColors.names.count)
        #expect(NamedColors.names.count == 15)
        #expect(NamedColors.defaultPalette.count == 8)
        #expect(NamedColors.defaultPalette.first == NamedColors.color(named: "blue"))
    }
}
