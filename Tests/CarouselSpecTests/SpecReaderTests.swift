import Testing
import SourceDiagnostics
@testable import CarouselSpec

/// Per-field rules of spec-v1: unknown keys, types, required keys and ranges, with exact positions.
@Suite struct SpecReaderTests {
    @Test func unknownTopLevelKeySuggestsTheClosestKey() throws {
        let compilation = expectDiagnostics(
            """
            versoin = 1
            ^^^^^^^ E0201
            [[carousel]]
            id = "a"
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0201", in: compilation))
        #expect(found.help == "did you mean `version`?")
        #expect(found.path == "versoin")
    }

    @Test func unknownKeyInTheWrongTableSaysWhereItBelongs() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            interval = 3
            ^^^^^^^^ E0201
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0201", in: compilation))
        #expect(found.notes == ["`interval` is a key of [carousel.auto]"])
        #expect(found.message == "unknown key `interval` in [[carousel]]")
        #expect(found.path == "carousel[0].interval")
    }

    @Test func misspelledCarouselKeyGetsDidYouMean() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            spaceing = 24
            ^^^^^^^^ E0201
            [[carousel.items]]
            """)
        #expect(diagnostic("E0201", in: compilation)?.help == "did you mean `spacing`?")
    }

    @Test func versionMustBeOne() {
        expectDiagnostics(
            """
            version = 2
                      ^ E0301
            [[carousel]]
            id = "a"
            [[carousel.items]]
            """)
    }

    @Test func aSpecWithoutCarouselsIsAThemeAndAnEmptyOneIsWarnedAbout() throws {
        let theme = SpecFixtures.compile("[window]\ntitle = \"x\"\n")
        #expect(theme.diagnostics.isEmpty && theme.isTheme)
        let empty = SpecFixtures.compile("# nothing yet\n")
        let found = try #require(diagnostic("W0488", in: empty))
        #expect(found.span == nil && empty.diagnostics.count == 1)
    }

    @Test func atMostSixtyFourCarousels() {
        var text = ""
        for index in 0..<65 {
            text +=
                "[[carousel]]\nid = \"c\(index)\"\nframe = { x = 0, y = 0, width = 320, height = 240 }\n[[carousel.items]]\n"
        }
        let compilation = SpecFixtures.compile(text)
        let errors = compilation.diagnostics.filter { $0.code.text == "E0301" }
        #expect(errors.count == 1)
        #expect(errors.first?.path == "carousel[64]")
        #expect(errors.first?.span.map { compilation.file.location(of: $0.start).line } == 257)
    }

    @Test func carouselWithoutIdPointsAtItsHeader() {
        expectDiagnostics(
            """
            [[carousel]]
            ^^^^^^^^^^^^ E0203
            title = "No id"
            [[carousel.items]]
            """)
    }

    @Test func wrongTypesNameWhatWasExpected() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            spacing = "24"
                      ^^^^ E0202
            indicators = "yes"
                         ^^^^^ E0202
            [[carousel.items]]
            """)
        #expect(compilation.diagnostics.first?.message == "`spacing` must be a number, found string \"24\"")
        #expect(compilation.diagnostics.first?.help == "write 24 without quotes")
    }

    @Test func wholeFloatForAnIntegerKeySuggestsTheInteger() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.snap]
            max-flick-pages = 2.0
                              ^^^ E0202
            [[carousel.items]]
            """)
        #expect(diagnostic("E0202", in: compilation)?.help == "write 2 without a fraction")
    }

    @Test func nanAndInfinityAreNotLengths() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            spacing = nan
                      ^^^ E0301
            corner-radius = inf
                            ^^^ E0301
            insets = -inf
                     ^^^^ E0301
            [[carousel.items]]
            """)
        #expect(
            compilation.diagnostics.map(\.message) == [
                "`spacing` must be a finite number, found nan (not a number)",
                "`corner-radius` must be a finite number, found inf (infinity)",
                "`insets` must be a finite number, found -inf (minus infinity)",
            ])
    }

    @Test func lengthsOutsideTheirRange() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            spacing = 5000
                      ^^^^ E0301
            corner-radius = -1
                            ^^ E0301
            insets = { top = 8, leading = 4097, bottom = 8, trailing = 20 }
                                          ^^^^ E0301
            [[carousel.items]]
            """)
        #expect(compilation.diagnostics.first?.message == "`spacing` is 5000, outside the allowed range 0..4096")
        #expect(compilation.diagnostics.last?.path == "carousel[0].insets.leading")
    }

    @Test func windowRules() {
        expectDiagnostics(
            """
            [window]
            title = ""
                    ^^ E0301
            size = [100, 5000]
                    ^^^ E0301
                         ^^^^ E0301
            layout = "colums"
                     ^^^^^^^^ E0303
            [[carousel]]
            id = "a"
            [[carousel.items]]
            """)
    }

    @Test func windowSizeNeedsTwoIntegers() {
        expectDiagnostics(
            """
            [window]
            size = [1280]
                   ^^^^^^ E0202
            [[carousel]]
            id = "a"
            [[carousel.items]]
            """)
    }

    @Test func frameNeedsAllFourNumbers() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 300 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0203
            [[carousel.items]]
            """)
    }

    @Test func pageSizeMustBePositive() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            page-size = { width = 0, height = 300 }
                                  ^ E0301
            [[carousel.items]]
            """)
    }

    @Test func snapRanges() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.snap]
            stiffness = 0
                        ^ E0301
            damping = 0.05
                      ^^^^ E0301
            velocity-threshold = 100001
                                 ^^^^^^ E0301
            distance-threshold = 1.5
                                 ^^^ E0301
            max-flick-pages = 51
                              ^^ E0301
            [[carousel.items]]
            """)
    }

    @Test func stackRanges() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "stack"
            frame = { x = 0, y = 0, width = 800, height = 200 }
            [carousel.stack]
            aspect-ratio = 6
                           ^ E0301
            spacing-ratio = 0.01
                            ^^^^ E0301
            neighbor-scale = 1.2
                             ^^^ E0301
            min-scale = 0
                        ^ E0301
            extent-slack = 3
                           ^ E0301
            focus-width = 0.05
                          ^^^^ E0301
            max-visible-slot = 5
                               ^ E0301
            [[carousel.items]]
            """)
    }

    @Test func marqueeRanges() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            [carousel.marquee]
            speed = 6000
                    ^^^^ E0301
            item-extent = 0
                          ^ E0301
            deceleration = 0.5
                           ^^^ E0301
            [[carousel.items]]
            """)
    }

    @Test func focusRanges() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            [carousel.focus]
            item-size = { width = -1, height = 200 }
                                  ^^ E0301
            visible-neighbors = 11
                                ^^ E0301
            [[carousel.items]]
            """)
    }

    @Test func itemTextLengths() {
        let long = String(repeating: "x", count: 201)
        let longer = String(repeating: "y", count: 401)
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\n[[carousel.items]]\ntitle = \"\(long)\"\nsubtitle = \"\(longer)\"\n")
        #expect(compilation.diagnostics.map(\.code.text) == ["E0301", "E0301"])
        #expect(
            compilation.diagnostics.first?.message
                == "`title` is 201 characters long; its length must be 0..200 characters")
        #expect(compilation.diagnostics.map(\.path) == ["carousel[0].items[0].title", "carousel[0].items[0].subtitle"])
        let starts = compilation.diagnostics.compactMap { $0.span.map { compilation.file.location(of: $0.start) } }
        #expect(
            starts == [
                SourceDiagnostics.SourceLocation(line: 4, column: 9),
                SourceDiagnostics.SourceLocation(line: 5, column: 12),
            ])
    }

    @Test func generateCountRange() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 1000000000000
                    ^^^^^^^^^^^^^ E0301
            [[carousel]]
            id = "b"
            [carousel.generate]
            count = 0
                    ^ E0301
            [[carousel]]
            id = "c"
            [carousel.generate]
            ^^^^^^^^^^^^^^^^^^^ E0203
            title = "x"
            """)
    }

    @Test func hugeIntegersAreQuotedExactlyInTheMessage() {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 999999999999999999
                    ^^^^^^^^^^^^^^^^^^ E0301
            """)
        #expect(
            compilation.diagnostics.first?.message
                == "`count` is 999999999999999999, outside the allowed range 1..10000000")
    }

    @Test func integerBeyondSixtyFourBitsIsATOMLError() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 99999999999999999999
                    ^^^^^^^^^^^^^^^^^^^^ E0104
            """)
    }

    @Test func moreThanAHundredThousandItems() {
        var text = "[[carousel]]\nid = \"big\"\nitems = ["
        text += String(repeating: "{},", count: 100_001)
        text += "]\n"
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0301"])
        #expect(compilation.diagnostics.first?.path == "carousel[0].items[100000]")
        #expect(
            compilation.diagnostics.first?.message == "`items` has 100001 entries, outside the allowed range 1..100000")
    }

    @Test func carouselMustBeAnArrayOfTables() {
        expectDiagnostics(
            """
            [carousel]
            ^^^^^^^^^^ E0202
            id = "a"
            """)
        expectDiagnostics(
            """
            carousel = []
                       ^^ E0301
            """)
    }

    @Test func unknownKeyInAnInlineTable() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            insets = { top = 1, botom = 2 }
                                ^^^^^ E0201
            [[carousel.items]]
            """)
        #expect(diagnostic("E0201", in: compilation)?.help == "did you mean `bottom`?")
    }

    /// The reader moves each value out of the TOML tree and releases array elements once read:
    /// every item must still come out complete, in order, with its own problems at its own path.
    @Test func arraysOfTablesAreReadElementByElement() throws {
        var text = "[[carousel]]\nid = \"c\"\n[carousel.auto]\ninterval = \"3s\"\n"
        for index in 0..<5 {
            text +=
                "[[carousel.items]]\nid = \"item-\(index)\"\ntitle = \"Item \(index)\"\nsubtitle = \"Row \(index)\"\n"
        }
        let compilation = SpecFixtures.compile(text + "[[carousel]]\nid = \"d\"\nitems = [{ colour = \"red\" }, 3]\n")
        #expect(compilation.diagnostics.map(\.code.text) == ["E0201", "E0202"])
        #expect(compilation.diagnostics.map(\.path) == ["carousel[1].items[0].colour", "carousel[1].items[1]"])
        let fixed = SpecFixtures.compile(text + "[[carousel]]\nid = \"d\"\nitems = [{ title = \"x\" }]\n")
        #expect(fixed.diagnostics.isEmpty)
        let spec = try #require(fixed.spec)
        guard case .list(let items) = spec.carousels.first?.items else {
            Issue.record("the first carousel has no item list")
            return
        }
        #expect(items.map(\.id) == (0..<5).map { "item-\($0)" })
        #expect(items.map(\.title) == (0..<5).map { "Item \($0)" })
        #expect(items.map(\.subtitle) == (0..<5).map { "Row \($0)" })
        #expect(spec.carousels.count == 2)
    }
}
