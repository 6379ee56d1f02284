import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `row-height`, `column-width`, `[window] spacing`, `insets` and `min-size`: read, resolved,
/// and their conflicts reported at the value.
@Suite struct WindowLayoutRulesTests {
    @Test func aHeroRowTakesWhatTheAutoStripLeaves() throws {
        let compilation = SpecFixtures.compile(
            """
            [window]
            size = [1000, 800]
            spacing = 20
            insets = 10
            [[carousel]]
            id = "hero"
            row-height = "1fr"
            [[carousel.items]]
            [[carousel]]
            id = "strip"
            row-height = "auto"
            page-size = { width = 200, height = 120 }
            indicators = false
            [[carousel.items]]
            """)
        let spec = try #require(compilation.spec, "\(SpecFixtures.describe(compilation))")
        let frames = SceneLayout.frames(for: spec.scene)
        // The strip: 120 + 8 + 8 = 136; the hero: 780 - 20 - 136 = 624, less its 24 points of dots.
        #expect(frames[1] == Rect(x: 10, y: 654, width: 980, height: 136))
        #expect(frames[0] == Rect(x: 10, y: 10, width: 980, height: 600))
    }

    @Test func percentagesPastTheWindowAreAnErrorAtTheLengthThatPassesIt() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            row-height = "70%"
            [[carousel.items]]
            [[carousel]]
            id = "b"
            row-height = "50%"
                         ^^^^^ E0345
            [[carousel.items]]
            """)
    }

    @Test func aShareWithNothingLeftIsAnError() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            row-height = 800
            [[carousel.items]]
            [[carousel]]
            ^^^^^^^^^^^^ E0305
            id = "b"
            row-height = "1fr"
                         ^^^^^ E0345
            [[carousel.items]]
            """)
    }

    @Test func minSizeIsProvenToo() throws {
        // 450 + 300 points fit the 800-point window, not the 600-point min-size.
        let compilation = expectDiagnostics(
            """
            [window]
            min-size = [800, 600]
            [[carousel]]
            id = "a"
            row-height = 450
            [[carousel.items]]
            [[carousel]]
            id = "b"
            row-height = 300
                         ^^^ E0345
            [[carousel.items]]
            """)
        #expect(compilation.spec == nil)
    }

    @Test func badFormsAndMisplacedKeysAreErrorsAtTheValue() {
        _ = expectDiagnostics(
            """
            [window]
            min-size = [1400, 600]
                       ^^^^^^^^^^^ E0347
            [[carousel]]
            id = "a"
            column-width = "abc"
                           ^^^^^ E0342
            [[carousel.items]]
            [[carousel]]
            id = "b"
            column-width = 300
                           ^^^ E0343
            [[carousel.items]]
            """)
    }

    @Test func aMinSizeSpecFitsFromItsMinSize() throws {
        let compilation = SpecFixtures.compile(
            "[window]\nmin-size = [800, 600]\n[[carousel]]\nid = \"a\"\n[[carousel.items]]\n")
        let spec = try #require(compilation.spec)
        #expect(spec.window.fitSize == Size(width: 800, height: 600))
        #expect(spec.window.size == Size(width: 1280, height: 800))
    }

    @Test func windowInsetsWiderThanTheWindowAreReportedNotACrash() {
        let compilation = SpecFixtures.compile(
            "[window]\nsize = [400, 300]\ninsets = 4000\n[[carousel]]\nid = \"a\"\nrow-height = \"30%\"\n"
                + "[[carousel.items]]\n")
        #expect(compilation.spec == nil)
        #expect(compilation.diagnostics.contains { $0.severity == .error })
    }
}
