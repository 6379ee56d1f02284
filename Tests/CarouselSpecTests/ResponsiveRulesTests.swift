import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `[[carousel.when]]`: every problem of a rule is reported where it is written (E0340, E0341,
/// W0470-W0473, E0201 and E0205 inside rules), and the layout proofs run at the sizes the rules name.
@Suite struct ResponsiveRulesTests {
    @Test func aKeyThatCannotChangeIsAnErrorAtTheKey() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 599
            per-view = 2
            kind = "stack"
            ^^^^ E0340
            infinite = true
            ^^^^^^^^ E0340
            """)
        let found = compilation.diagnostics.first { $0.code.text == "E0340" }
        let prefix = "`kind` cannot change in a rule: [[carousel.when]] can change only `frame`, `row-height`"
        #expect(found?.message.hasPrefix(prefix) == true)
    }

    @Test func aKeyOfASubTableThatCannotChange() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 599
            [carousel.when.auto]
            enabled = false
            interval = "2s"
            ^^^^^^^^ E0340
            """)
        let found = try #require(diagnostic("E0340", in: compilation))
        let expected =
            "`interval` of [carousel.auto] cannot change in a rule: [carousel.when.auto] can change only `enabled`"
        #expect(found.message == expected)
    }

    @Test func aTablesThatCannotChangeAndAMisspelledKey() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 599
            per-veiw = 2
            ^^^^^^^^ E0201
            [carousel.when.snap]
                           ^^^^ E0340
            stiffness = 10
            """)
        let typo = try #require(diagnostic("E0201", in: compilation))
        #expect(typo.help == "did you mean `per-view`?")
    }

    @Test func anInvertedRangeNamesBothBoundsAndSwapsThem() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            min-height = 900
                         ^^^ E0341
            max-height = 600
            per-view = 2
            """)
        let found = try #require(expectDiagnostic("E0341", in: compilation, labelLines: [7]))
        let fixed = try #require(found.fixIts.first).apply(to: String(decoding: compilation.file.bytes, as: UTF8.self))
        #expect(fixed.contains("min-height = 600\nmax-height = 900"))
    }

    @Test func boundsNoWindowMeets() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 159
                        ^^^ W0470
            per-view = 2
            [[carousel.when]]
            min-height = 4321
                         ^^^^ W0470
            per-view = 3
            """)
    }

    @Test func aRuleWithoutConditionOrWithoutKeys() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            ^^^^^^^^^^^^^^^^^ W0472
            per-view = 2
            [[carousel.when]]
            ^^^^^^^^^^^^^^^^^ W0473
            min-width = 900
            """)
    }

    @Test func aLaterRuleThatCoversAnEarlierOneShadowsItsKeys() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            min-width = 600
            max-width = 900
            per-view = 2
            ^^^^^^^^^^^^ W0471
            spacing = 8
            [[carousel.when]]
            min-width = 400
            per-view = 3
            """)
        let found = try #require(expectDiagnostic("W0471", in: compilation, labelLines: [12]))
        #expect(found.message.hasPrefix("`per-view` of rule 1 is never used: rule 2"))
    }

    @Test func partlyOverlappingRulesAreNotShadowed() {
        // Rule 2 covers 400...800 only; rule 1 applies up to 900 as well.
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            min-width = 600
            max-width = 900
            per-view = 2
            [[carousel.when]]
            min-width = 400
            max-width = 800
            per-view = 3
            """)
    }

    @Test func shadowingCountsOnlySizesAWindowCanHave() {
        // Rule 1 reaches below 160 points, where no window is: rule 2 covers all of the rest.
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 599
            per-view = 1.5
            ^^^^^^^^^^^^^^ W0471
            [[carousel.when]]
            min-width = 160
            max-width = 700
            per-view = 2
            """)
    }

    @Test func aKeyOfAnotherKindInsideARule() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 599
            per-view = 2
            ^^^^^^^^ E0205
            [carousel.when.marquee]
            ^^^^^^^^^^^^^^^^^^^^^^^ E0205
            item-extent = 80
            """)
    }

    @Test func aLayoutProblemAtARuleSizeNamesTheRuleAndTheSize() throws {
        // 800 × 600 window; rule 1 applies from 1200 points, where its insets leave no room
        // (1200 − 2 × 700 < 0); at 800 (the spec's size) the layout is fine.
        let compilation = expectDiagnostics(
            """
            [window]
            size = [800, 600]
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            min-width = 1200
            insets = 700
            ^^^^^^^^^^^^ E0305
            """)
        let found = try #require(diagnostic("E0305", in: compilation))
        #expect(found.notes.last == "at a 1200×600 window, where rule 1 of `a` (line 7) applies")
        #expect(found.labels.contains { compilation.file.range(of: $0.span).start.line == 7 })
    }

    @Test func aSmallerWindowKeepsTheSpecsLayoutScaledDown() throws {
        // Below 700 points the page-size rule applies, but the window is smaller than the spec's
        // 800 points, so the spec's 800-point frame is laid out: a 900-point page does not fit.
        let compilation = expectDiagnostics(
            """
            [window]
            size = [800, 600]
            [[carousel]]
            id = "a"
            [carousel.generate]
            count = 10
            [[carousel.when]]
            max-width = 700
            page-size = { width = 900, height = 300 }
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0307
            """)
        let found = try #require(diagnostic("E0307", in: compilation))
        #expect(
            found.notes.last
                == "at a 700×600 window (laid out at 800×600 and scaled down), where rule 1 of `a` (line 7) applies")
    }

    @Test func proofsAtRuleSizesFindNothingNewInAValidSpec() {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel(
                "per-view = 1.2\n[carousel.generate]\ncount = 10\n[[carousel.when]]\nmin-width = 600\nper-view = 3\n"))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(compilation.responsive != nil)
    }

    @Test func aSpecWithoutRulesKeepsNoDocument() {
        let compilation = SpecFixtures.compile(SpecFixtures.carousel("[carousel.generate]\ncount = 3\n"))
        #expect(compilation.responsive == nil)
    }
}
