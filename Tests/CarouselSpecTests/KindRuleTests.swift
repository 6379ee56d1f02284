import Testing
import SourceDiagnostics
@testable import CarouselSpec

@Suite struct KindRuleTests {
    @Test func tableForAnotherKindHasALabelAtTheKindLine() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "paging"
            [carousel.stack]
            ^^^^^^^^^^^^^^^^ E0205
            aspect-ratio = 1.4
            [[carousel.items]]
            """)
        let found = try #require(expectDiagnostic("E0205", in: compilation, labelLines: [3]))
        #expect(found.message == "the table [carousel.stack] does not apply to a paging carousel")
        #expect(found.help == "remove it, or set `kind` to one of \"stack\"")
    }

    @Test func defaultKindIsNamedInANote() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.marquee]
            ^^^^^^^^^^^^^^^^^^ E0205
            speed = 10
            [[carousel.items]]
            """)
        #expect(
            diagnostic("E0205", in: compilation)?.notes == [
                "this carousel has no `kind` key, so it is \"paging\" (the default)"
            ])
    }

    @Test func focusTableOnAStackAndSnapOnAMarquee() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            [carousel.snap]
            ^^^^^^^^^^^^^^^ E0205
            stiffness = 10
            [carousel.focus]
            ^^^^^^^^^^^^^^^^ E0205
            shrink = 10
            [[carousel.items]]
            """)
    }

    @Test func pageSizeIsForPagingOnly() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            page-size = { width = 100, height = 100 }
            ^^^^^^^^^ E0205
            [[carousel.items]]
            """)
    }

    @Test func intervalIsNotForMarquee() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            [carousel.auto]
            interval = 3
            ^^^^^^^^ E0205
            [[carousel.items]]
            """)
    }

    @Test func stackAndMarqueeCannotBeFinite() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            infinite = false
            ^^^^^^^^^^^^^^^^ E0205
            [[carousel.items]]
            [[carousel]]
            id = "b"
            kind = "marquee"
            infinite = true
            [[carousel.items]]
            """)
        #expect(compilation.diagnostics.first?.notes == ["stack and marquee carousels always loop"])
    }

    @Test func invalidKindDoesNotCascade() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "carousel"
                   ^^^^^^^^^^ E0303
            [carousel.stack]
            aspect-ratio = 1.4
            [[carousel.items]]
            """)
    }
}
