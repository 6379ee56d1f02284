import CarouselEngine
import Foundation
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `[carousel.grid]`: read into the engine's ``GridLayout``, every conflict reported where it is
/// written (E0205, E0301, E0376-E0378, E0307), and the derived geometry counted in lines.
@Suite struct GridRulesTests {
    @Test func theTableIsReadIntoTheEngineConfiguration() throws {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nper-view = 3\n[carousel.grid]\nrows = 3\nfill = \"row\"\n"
                + "[carousel.generate]\ncount = 10\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.grid == GridLayout(rows: 3, fill: .row))
        let plain = SpecFixtures.compile("[[carousel]]\nid = \"a\"\n[carousel.generate]\ncount = 10\n")
        #expect(plain.spec?.carousels.first?.engine.grid == nil)
    }

    @Test func aGridWithoutAlignStartsAtItsLeadingEdge() throws {
        let grid = "[carousel.grid]\nrows = 2\n[carousel.generate]\ncount = 10\n"
        let compilation = SpecFixtures.compile("[[carousel]]\nid = \"a\"\nper-view = 3\n" + grid)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(compilation.spec?.carousels.first?.engine.paging.align == .start)
        // `compile` shows the value in force.
        let text = try #require(compilation.compiledJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let carousel = try #require((object["carousel"] as? [[String: Any]])?.first)
        #expect(carousel["align"] as? String == "start")
        // A written align wins; a carousel without a grid keeps paging's centre.
        let written = SpecFixtures.compile("[[carousel]]\nid = \"a\"\nper-view = 3\nalign = \"center\"\n" + grid)
        #expect(written.spec?.carousels.first?.engine.paging.align == .center)
        let plain = SpecFixtures.compile("[[carousel]]\nid = \"a\"\nper-view = 3\n[carousel.generate]\ncount = 10\n")
        #expect(plain.spec?.carousels.first?.engine.paging.align == .center)
    }

    @Test func aRuleMayStillCentreAGrid() throws {
        let compilation = SpecFixtures.compile(
            "[window]\nmin-size = [640, 480]\n[[carousel]]\nid = \"a\"\nper-view = 3\n"
                + "[[carousel.when]]\nmax-width = 900\nalign = \"center\"\n"
                + "[carousel.grid]\nrows = 2\n[carousel.generate]\ncount = 10\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let responsive = try #require(compilation.responsive)
        #expect(
            responsive.laidOut(forWindow: Size(width: 800, height: 600)).carousels.first?.engine.paging.align == .center
        )
        #expect(compilation.spec?.carousels.first?.engine.paging.align == .start)
    }

    @Test func theDefaultFillIsColumn() throws {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\n[carousel.grid]\nrows = 2\n[carousel.generate]\ncount = 10\n")
        #expect(compilation.spec?.carousels.first?.engine.grid == GridLayout(rows: 2, fill: .column))
    }

    @Test func aGridOnAnotherKindIsNotForThatKind() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            [carousel.grid]
            ^^^^^^^^^^^^^^^ E0205
            rows = 2
            [carousel.generate]
            count = 10
            """)
    }

    @Test func rowsOutsideOneToEightIsOutOfRange() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.grid]
            rows = 9
                   ^ E0301
            [carousel.generate]
            count = 10
            """)
    }

    @Test func aGridCannotLoop() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            infinite = true
            [carousel.grid]
            ^^^^^^^^^^^^^^^ E0376
            rows = 2
            [carousel.generate]
            count = 10
            """)
        let found = try #require(expectDiagnostic("E0376", in: compilation, labelLines: [3]))
        #expect(found.fixIts.count == 1)
    }

    @Test func aGridSlidesOnly() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "cube"
            [carousel.grid]
            ^^^^^^^^^^^^^^^ E0377
            rows = 2
            [carousel.generate]
            count = 10
            """)
        _ = try #require(expectDiagnostic("E0377", in: compilation, labelLines: [3]))
    }

    @Test func rowsTooThinForALabelOfferTheMostThatFit() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 800, height = 120 }
            [carousel.grid]
            rows = 8
                   ^ E0378
            [carousel.generate]
            count = 16
            """)
        // Region 120 − 16 = 104 across; 3 rows leave (104 − 32) / 3 = 24, 4 rows (104 − 48) / 4 = 14.
        let found = try #require(expectDiagnostic("E0378", in: compilation, labelLines: []))
        #expect(found.fixIts.first?.edits.first?.replacement == "3")
        #expect(found.message == "`rows = 8` leaves cards 0 points high, less than 24")
    }

    @Test func aPartlyEmptyLastLineIsFine() {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nper-view = 2\n[carousel.grid]\nrows = 4\n[carousel.generate]\ncount = 9\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
    }

    @Test func pageSizeLinesThatOverflowTheFrameAreReported() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 800, height = 400 }
            page-size = { width = 300, height = 200 }
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0307
            [carousel.grid]
            rows = 2
            [carousel.generate]
            count = 8
            """)
    }

    @Test func derivedGeometryCountsLinesAndCells() throws {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nper-view = 4\nalign = \"start\"\ncontain = true\n"
                + "[carousel.grid]\nrows = 2\n[carousel.generate]\ncount = 15\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let text = try #require(compilation.compiledJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let carousel = try #require((object["carousel"] as? [[String: Any]])?.first)
        let derived = try #require(carousel["derived"] as? [String: Any])
        // 8 lines, 4 in view: the contained range ends at line 4.
        let range = try #require(derived["contained-range"] as? [String: Any])
        #expect(range["last-target"] as? Int == 4)
        let card = try #require(derived["card-size"] as? [String: Any])
        let content = try #require(derived["content-frame"] as? [String: Any])
        let height = try #require(content["height"] as? Double)
        // Two cells share the height of the frame minus the insets, less one gap of 16.
        #expect(abs((card["height"] as? Double ?? 0) - (height - 16) / 2) < 1e-9)
    }
}
