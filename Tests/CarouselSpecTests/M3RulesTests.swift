import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `kind = "m3"` and `[carousel.m3]`: every conflict is reported where it is written
/// (E0205 for paging keys, E0330-E0335, W0460, W0461), and the fix-its fix them.
@Suite struct M3RulesTests {
    @Test func infiniteIsAnErrorThatNamesTheKind() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            infinite = true
            ^^^^^^^^^^^^^^^ E0330
            [carousel.generate]
            count = 10
            """)
        let found = try #require(expectDiagnostic("E0330", in: compilation, labelLines: [3]))
        #expect(found.fixIts.count == 1)
    }

    @Test func pagingKeysOnAnM3CarouselAreNotForTheKind() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            per-view = 3
            ^^^^^^^^ E0205
            page-size = { width = 300, height = 200 }
            ^^^^^^^^^ E0205
            effect = "coverflow"
            ^^^^^^ E0205
            align = "start"
            ^^^^^ E0205
            [carousel.generate]
            count = 10
            """)
    }

    @Test func theM3TableOnAnotherKindIsNotForTheKind() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "paging"
            [carousel.m3]
            ^^^^^^^^^^^^^ E0205
            layout = "hero"
            [carousel.generate]
            count = 10
            """)
    }

    @Test func minSmallAboveMaxSmall() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            min-small-item = 80
                             ^^ E0331
            max-small-item = 56
            [carousel.generate]
            count = 10
            """)
        let found = try #require(expectDiagnostic("E0331", in: compilation, labelLines: [6]))
        #expect(found.fixIts.first?.edits.first?.replacement == "56")
    }

    /// 1240-point region (1280 less 20 + 20), spacing 16: 300 + 300 + 100 + 2 · 16 = 732.
    @Test func keylinesThatDoNotFillTheRegionAreScaled() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            keylines = [300, 300, 100]
                       ^^^^^^^^^^^^^^^ E0332
            [carousel.generate]
            count = 10
            """)
        let found = try #require(diagnostic("E0332", in: compilation))
        #expect(found.message.contains("732 points long") && found.message.contains("1240 points"))
        // Scaled by (1240 − 32) / 700 and rounded down to hundredths.
        let scale = (1240.0 - 32) / 700
        let expected = [300, 300, 100].map { SpecMessages.points((Double($0) * scale * 100).rounded(.down) / 100) }
        #expect(found.fixIts.first?.edits.first?.replacement == "[" + expected.joined(separator: ", ") + "]")
        let fixed = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nkind = \"m3\"\n[carousel.m3]\nkeylines = [" + expected.joined(separator: ", ")
                + "]\n[carousel.generate]\ncount = 10\n")
        #expect(fixed.diagnostics.isEmpty, "\(SpecFixtures.describe(fixed))")
    }

    @Test func keylinesWithASplitFocalRange() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            keylines = [500, 192, 500]
                       ^^^^^^^^^^^^^^^ E0333
            [carousel.generate]
            count = 10
            """)
    }

    @Test func keylinesOnUncontainedAndTheKeysTheyMakeUseless() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            layout = "uncontained"
            keylines = [500, 500, 208]
            ^^^^^^^^^^^^^^^^^^^^^^^^^^ E0334
            [carousel.generate]
            count = 10
            """)
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            keylines = [500, 500, 208]
            preferred-item-width = 400
            ^^^^^^^^^^^^^^^^^^^^^^^^^^ W0460
            hero-align = "center"
            ^^^^^^^^^^^^^^^^^^^^^ W0460
            [carousel.generate]
            count = 10
            """)
    }

    @Test func keysTheLayoutDoesNotRead() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            layout = "uncontained"
            min-small-item = 30
            ^^^^^^^^^^^^^^^^^^^ W0460
            hero-align = "start"
            ^^^^^^^^^^^^^^^^^^^^ W0460
            [carousel.generate]
            count = 10
            """)
    }

    @Test func aLargeItemNoLongerThanASmallOne() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            preferred-item-width = 40
                                   ^^ E0335
            [carousel.generate]
            count = 10
            """)
    }

    @Test func aPreferredLengthLongerThanTheRegion() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            layout = "uncontained"
            preferred-item-width = 2000
                                   ^^^^ W0461
            [carousel.generate]
            count = 10
            """)
        let found = try #require(diagnostic("W0461", in: compilation))
        #expect(found.fixIts.first?.edits.first?.replacement == "1240")
    }

    @Test func aBadKeylineElementIsReportedAtItsSpan() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "m3"
            [carousel.m3]
            keylines = [500, "x", 0]
                             ^^^ E0202
                                  ^ E0301
            [carousel.generate]
            count = 10
            """)
    }

    /// The engine gets what the table says, on both axes.
    @Test func theSettingsReachTheEngine() throws {
        for axis in ["horizontal", "vertical"] {
            let compilation = SpecFixtures.compile(
                "[[carousel]]\nid = \"a\"\nkind = \"m3\"\naxis = \"\(axis)\"\n[carousel.m3]\nlayout = \"hero\"\n"
                    + "hero-align = \"center\"\npreferred-item-width = 250\nmin-small-item = 30\n"
                    + "max-small-item = 70\n[carousel.generate]\ncount = 10\n")
            #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
            let engine = try #require(compilation.spec?.carousels.first?.engine)
            #expect(
                engine.m3
                    == M3Settings(
                        layout: .hero, preferredItemLength: 250, minSmallItem: 30, maxSmallItem: 70,
                        heroAlign: .center))
            #expect(engine.kind == .m3 && !engine.infinite)
        }
    }
}
