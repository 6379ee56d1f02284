import Testing
@testable import CarouselSpec
import SourceDiagnostics

/// `[carousel.text]` and the same keys on items: defaults, bounds, overrides and the warnings
/// for values that cannot fit the card (W0409) or change nothing (W0402).
///
/// The frame `{ x = 0, y = 0, width = 600, height = 120 }` gives a 560 x 104 page (insets 20 and
/// 8): padding 9, 86 points inside it, a derived title of 16 points.
@Suite struct TextKeysTests {
    private static let frame = "frame = { x = 0, y = 0, width = 600, height = 120 }\n"

    private func items(_ text: String) throws -> [ResolvedItem] {
        let compilation = SpecFixtures.compile(text)
        let spec = try #require(compilation.spec, "\(SpecFixtures.describe(compilation))")
        guard case .list(let items) = spec.carousels[0].items else { return [] }
        return items
    }

    /// A CSS habit (`left`, `normal`) gets the spec's word as did-you-mean and fix-it.
    @Test(arguments: [
        ("text-align", "left", "leading"), ("text-align", "right", "trailing"),
        ("font-weight", "normal", "regular"),
    ])
    func wordsFromOtherLibrariesSuggestTheSpecsWord(key: String, written: String, meant: String) throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.text]\n\(key) = \"\(written)\"\n[[carousel.items]]\ntitle = \"One\"\n"))
        let diagnostic = try #require(compilation.diagnostics.first { $0.code.text == "E0303" })
        #expect(diagnostic.help == "did you mean `\(meant)`?", "\(diagnostic.help ?? "")")
        #expect(diagnostic.fixIts.first?.edits.first?.replacement == "\"\(meant)\"")
    }

    @Test func withoutTheTableItemsTakeTheDefaults() throws {
        let resolved = try items(SpecFixtures.carousel("[[carousel.items]]\ntitle = \"One\"\n"))
        #expect(resolved.map(\.label) == [LabelStyle.standard])
        #expect(LabelStyle.standard == LabelStyle(weight: .bold, align: .leading, titleLines: 2, subtitleLines: 2))
        let json = try #require(
            SpecFixtures.compile(SpecFixtures.carousel(Self.frame + "[[carousel.items]]\n"))
                .compiledJSON())
        #expect(json.contains("\"text\": {\n        \"title-size\": null,\n        \"subtitle-size\": null,"))
        #expect(json.contains("\"font-weight\": \"bold\",\n        \"text-align\": \"leading\","))
        // The sizes of the card at rest: 16 points derived from the 104-point height, 0.62 of it.
        #expect(json.contains("\"title-size\": 16,\n        \"subtitle-size\": 10\n"))
    }

    @Test func itemsOverrideTheCarouselsKeys() throws {
        let resolved = try items(
            SpecFixtures.carousel(
                """
                [carousel.text]
                title-size = 24
                text-align = "center"
                title-lines = 3
                [[carousel.items]]
                title = "One"
                [[carousel.items]]
                title = "Two"
                subtitle = "Second"
                title-size = 18
                subtitle-size = 12
                font-weight = "regular"
                text-align = "trailing"
                subtitle-lines = 1
                """))
        #expect(resolved[0].label == LabelStyle(titlePoints: 24, align: .center, titleLines: 3))
        #expect(
            resolved[1].label
                == LabelStyle(
                    titlePoints: 18, subtitlePoints: 12, weight: .regular, align: .trailing, titleLines: 3,
                    subtitleLines: 1))
    }

    @Test func compilePrintsEachItemWithTheValuesItEndsUpWith() throws {
        let json = try #require(
            SpecFixtures.compile(
                SpecFixtures.carousel(
                    "[carousel.text]\ntext-align = \"center\"\ntitle-size = 20\n"
                        + "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\ntitle-lines = 1\n")
            ).compiledJSON())
        let inherited =
            "\"title-size\": 20,\n          \"subtitle-size\": null,\n          \"font-weight\": \"bold\",\n"
            + "          \"text-align\": \"center\",\n          \"text-position\": \"bottom\",\n"
            + "          \"title-lines\": "
        #expect(json.components(separatedBy: inherited + "2,").count == 2)
        #expect(json.components(separatedBy: inherited + "1,").count == 2)
    }

    @Test func generatedItemsTakeTheCarouselsStyle() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.text]\ntext-align = \"center\"\n[carousel.generate]\ncount = 3\n"))
        let item = try #require(compilation.spec?.carousels[0].items.item(at: 2))
        #expect(item.label == LabelStyle(align: .center))
    }

    @Test func valuesOutsideTheirBoundsAreErrors() throws {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.text]
            title-size = 4
                         ^ E0301
            subtitle-size = 513
                            ^^^ E0301
            title-lines = 0
                          ^ E0301
            subtitle-lines = 11
                             ^^ E0301
            text-align = "left"
                         ^^^^^^ E0303
            [[carousel.items]]
            font-weight = "light"
                          ^^^^^^^ E0303
            """)
    }

    @Test func aTitleSizeTallerThanTheCardWarnsWithTheLargestThatFits() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 600, height = 120 }
            [carousel.text]
            title-size = 90
                         ^^ W0409
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("W0409", in: compilation))
        #expect(
            found.message
                == "`title-size` 90 does not fit the card: one line is about 108 points tall, and the card "
                + "(560 × 104 points) has 86 inside its 9-point padding")
        #expect(found.path == "carousel[0].text.title-size")
        #expect(found.help == "write 71 or less, or make the card taller")
        #expect(found.fixIts.first?.edits.first?.replacement == "71")
    }

    @Test func aTitleOnACardLowerThanOneLineIsNotDrawnAndWarns() throws {
        // A 12-point page: a 10-point title line (about 12 points) does not fit above the 9-point
        // bottom padding, so the scene leaves it out; before, check said nothing and the label was
        // drawn sticking out of the card (the render pass's W0415).
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            page-size = { width = 300, height = 12 }
            [[carousel.items]]
            title = "Hello"
                    ^^^^^^^ W0409
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("W0409", in: compilation))
        #expect(
            found.message
                == "this title is not drawn: its card is 300 × 12 points, and one line of its 10-point size "
                + "(about 12 points) does not fit above the 9-point bottom padding")
        #expect(found.path == "carousel[0].items[0].title")
        #expect(found.help == "make the card at least 21 points tall, or leave the title out")
        // Generated titles are not the user's: nothing to report.
        let generated = SpecFixtures.compile(
            SpecFixtures.carousel("page-size = { width = 300, height = 12 }\n[carousel.generate]\ncount = 3\n"))
        #expect(generated.diagnostics.isEmpty, "\(SpecFixtures.describe(generated))")
    }

    @Test func itemKeysAreCheckedAgainstTheCardToo() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 600, height = 120 }
            [[carousel.items]]
            title = "Fine"
            title-size = 60
            [[carousel.items]]
            title = "Many lines"
            title-lines = 5
                          ^ W0409
            [[carousel.items]]
            title = "Big subtitle"
            subtitle = "Never drawn"
            subtitle-size = 60
                            ^^ W0409
            """)
        let messages = compilation.diagnostics.map(\.message)
        #expect(
            messages == [
                "`title-lines` 5 does not fit the card: 86 points inside the padding hold 4 lines of 16 points "
                    + "(about 19.2 each)",
                "`subtitle-size` 60 leaves the subtitle out: under one title line of 16 points the card has 66.8 "
                    + "points left, and a subtitle line needs about 72",
            ])
        #expect(
            compilation.diagnostics.map(\.path) == [
                "carousel[0].items[1].title-lines", "carousel[0].items[2].subtitle-size",
            ])
        #expect(compilation.diagnostics.map { $0.fixIts.first?.edits.first?.replacement } == ["4", "55"])
    }

    @Test func keysThatChangeNothingWarn() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.text]
            subtitle-lines = 1
            ^^^^^^^^^^^^^^^^^^ W0402
            [[carousel.items]]
            title = ""
            title-size = 20
            ^^^^^^^^^^^^^^^ W0402
            subtitle-size = 12
            ^^^^^^^^^^^^^^^^^^ W0402
            text-align = "center"
            ^^^^^^^^^^^^^^^^^^^^^ W0402
            [[carousel]]
            id = "b"
            [carousel.text]
            subtitle-size = 12
            ^^^^^^^^^^^^^^^^^^ W0402
            [carousel.generate]
            count = 3
            """)
        #expect(
            compilation.diagnostics.map(\.message) == [
                "`subtitle-lines` has no effect: no item has a subtitle",
                "`title-size` has no effect: the item shows no title",
                "`subtitle-size` has no effect: the item has no subtitle",
                "`text-align` has no effect: the item shows no title",
                "`subtitle-size` has no effect: generated items have no subtitle",
            ])
        #expect(compilation.diagnostics.allSatisfy { $0.fixIts.first?.message.hasPrefix("remove `") == true })
    }

    @Test func fontWeightWithAWindowFontChangesNothing() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            font = "../Assets/fonts/DejaVuSans.ttf"
            [[carousel]]
            id = "a"
            [carousel.text]
            font-weight = "regular"
            ^^^^^^^^^^^^^^^^^^^^^^^ W0402
            [[carousel.items]]
            """, folder: SpecFixtures.packageRoot + "/Configs")
        #expect(
            compilation.diagnostics.first?.message
                == "`font-weight` has no effect: `window.font` draws both weights from its one file")
    }
}
