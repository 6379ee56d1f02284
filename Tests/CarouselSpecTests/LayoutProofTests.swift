import CarouselEngine
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// The layout proofs of `carousel check`: chrome inside the window (E0306), cards inside their
/// frame (E0307), carousels apart (E0308, W0406), and one error for too many carousels.
@Suite struct LayoutProofTests {
    /// Issue 9: a page-size larger than the window passed `check` and drew one flat slab.
    @Test func pageSizeLargerThanTheWindowIsAnError() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            size = [1280, 800]
            [[carousel]]
            id = "a"
            page-size = { width = 2000, height = 900 }
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0307
            [[carousel.items]]
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0307", in: compilation))
        #expect(found.message == "the page of carousel `a` is 2000 × 900 points, larger than its 1280 × 776 frame")
        #expect(found.notes == ["it is drawn at x -360..1640, y -62..838 and cut by the frame at x 0..1280, y 0..776"])
        #expect(found.fixIts.map { $0.edits.map(\.replacement) } == [["{ width = 1240, height = 760 }"]])
    }

    /// Issue 9: a frame filling the window with a title put the title at y = -28, unreported.
    @Test func titleAboveTheWindowIsAnError() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            title = "Hello"
            frame = { x = 0, y = 0, width = 1280, height = 800 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0306
            [[carousel.items]]
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("E0306", in: compilation))
        #expect(found.message == "the title of carousel `a` is drawn at y = -28, above the window")
        #expect(found.notes.last == "the page dots of `a` are outside the window too")
        #expect(
            found.fixIts.map { $0.edits.map(\.replacement) } == [["{ x = 0, y = 28, width = 1280, height = 748 }"]])
    }

    @Test func dotsBelowTheWindowAreAnError() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            size = [800, 600]
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 300, width = 800, height = 300 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0306
            [[carousel.items]]
            [[carousel.items]]
            """)
        #expect(
            diagnostic("E0306", in: compilation)?.message
                == "the page dots of carousel `a` are drawn at y = 608..616, below the window's bottom edge (600)")
    }

    @Test func titleAndDotsInsideTheWindowAreClean() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            title = "Hello"
            frame = { x = 0, y = 28, width = 1280, height = 748 }
            [[carousel.items]]
            [[carousel.items]]
            """)
    }

    @Test func compilePrintsTheProvedGeometry() throws {
        let compilation = SpecFixtures.compile(
            """
            [[carousel]]
            id = "a"
            title = "Hello"
            frame = { x = 0, y = 28, width = 1280, height = 748 }
            page-size = { width = 600, height = 400 }
            [[carousel.items]]
            [[carousel.items]]
            """)
        let derived = try #require(compilation.resolution?.carousels.first?.derived)
        #expect(derived.placement.titleRect == Rect(x: 0, y: 0, width: 1280, height: 28))
        #expect(derived.cardRect == Rect(x: 340, y: 202, width: 600, height: 400))
        // Two dots 24 points apart, the active one 20 long, the other 8 across.
        #expect(derived.dotsRect == Rect(x: 618, y: 784, width: 44, height: 8))
        let json = try #require(compilation.compiledJSON())
        #expect(json.contains("\"card-frame\": {\n"))
        #expect(json.contains("\"dots-frame\": {\n"))
    }

    @Test func focusCardTallerThanItsFrame() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "h"
            kind = "focus"
            frame = { x = 0, y = 0, width = 800, height = 300 }
            indicators = false
            [carousel.focus]
            item-size = { width = 200, height = 400 }
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0307
            [[carousel.items]]
            """)
        #expect(
            diagnostic("E0307", in: compilation)?.fixIts.first?.edits.first?.replacement
                == "{ width = 200, height = 284 }")
    }

    @Test func marqueeItemLongerThanItsFrame() {
        expectDiagnostics(
            """
            [window]
            size = [600, 240]
            [[carousel]]
            id = "t"
            kind = "marquee"
            [carousel.marquee]
            item-extent = 700
                          ^^^ E0307
            [[carousel.items]]
            """)
    }

    @Test func explicitFrameOverASharedCarouselIsAnError() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "main"
            [[carousel.items]]
            [[carousel]]
            id = "strip"
            frame = { x = 0, y = 600, width = 1280, height = 200 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0308
            [[carousel.items]]
            """)
        let found = try #require(expectDiagnostic("E0308", in: compilation, labelLines: [1]))
        #expect(found.message == "carousel `strip` overlaps carousel `main` at x 0..1280, y 600..776")
        #expect(found.help == "move the frame of `strip` off `main`, or give `main` a `frame` too")
    }

    /// Both frames written: the overlap is meant (an overlay), so it is allowed.
    @Test func twoExplicitFramesMayOverlap() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "back"
            frame = { x = 0, y = 0, width = 1280, height = 800 }
            indicators = false
            [[carousel.items]]
            [[carousel]]
            id = "badge"
            frame = { x = 1000, y = 20, width = 260, height = 120 }
            indicators = false
            [[carousel.items]]
            """)
    }

    @Test func titleOverAnotherCarouselIsAWarning() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "top"
            frame = { x = 0, y = 0, width = 1280, height = 400 }
            [[carousel.items]]
            [[carousel]]
            id = "bottom"
            title = "News"
            frame = { x = 0, y = 410, width = 1280, height = 300 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ W0406
            [[carousel.items]]
            """)
        #expect(
            diagnostic("W0406", in: compilation)?.message
                == "the title of carousel `bottom` overlaps the frame of carousel `top`")
    }

    /// Issue 9: 65 carousels gave 64 "no room" errors before the real one, the count.
    @Test func tooManyCarouselsIsOneError() throws {
        let carousels = (0..<65).map { "[[carousel]]\nid = \"c\($0)\"\n[[carousel.items]]\n" }.joined()
        let compilation = SpecFixtures.compile(carousels)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0301"], "\(SpecFixtures.describe(compilation))")
    }

    /// 64 carousels in an 800-point window: one "no room" error for the shared rows, not 64.
    @Test func sharedRowsWithoutRoomAreOneError() throws {
        let carousels = (0..<64).map { "[[carousel]]\nid = \"c\($0)\"\n[[carousel.items]]\n" }.joined()
        let compilation = SpecFixtures.compile(carousels)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0305"], "\(SpecFixtures.describe(compilation))")
        #expect(
            compilation.diagnostics.first?.notes.last
                == "63 more carousels without a frame have no room either: 64 rows share the window's 800 points "
                + "(12.5 each); use fewer carousels or a larger window")
    }

    /// Six columns of 12 items: each column's strip holds 9 dots, so the rows stay apart and in
    /// the window (with 11 dots each they ran into each other and past both window edges).
    @Test func narrowColumnsShowTheDotsThatFit() throws {
        let carousels = (0..<6).map { "[[carousel]]\nid = \"c\($0)\"\n[carousel.generate]\ncount = 12\n" }
        let compilation = expectDiagnostics("[window]\nsize = [1280, 400]\nlayout = \"columns\"\n" + carousels.joined())
        let dots = try #require(compilation.resolution?.carousels.first?.derived.dotsRect)
        #expect(dots.width == 8 * 24 + 20)
    }

    /// A vertical carousel with a title in the smallest window: its dots fit beside the frame.
    @Test func verticalDotsFitTheSmallestWindow() {
        expectDiagnostics(
            """
            [window]
            size = [320, 240]
            [[carousel]]
            id = "v"
            title = "Scores"
            axis = "vertical"
            [carousel.generate]
            count = 12
            """)
    }

    /// Every Configs/ spec lays out cleanly: no proof fails on the shipped examples.
    @Test func defaultLayoutsAreClean() {
        for kind in ["paging", "stack", "marquee", "focus"] {
            let compilation = SpecFixtures.compile(
                "[[carousel]]\nid = \"a\"\nkind = \"\(kind)\"\n[[carousel.items]]\n[[carousel.items]]\n")
            #expect(
                !compilation.diagnostics.contains { ["E0306", "E0307", "E0308", "W0406"].contains($0.code.text) },
                "\(kind): \(SpecFixtures.describe(compilation))")
        }
    }
}
