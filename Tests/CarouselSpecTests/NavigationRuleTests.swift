import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `arrows`, `pagination`, `pagination-color` and `pagination-active-color`: how they compile,
/// and E0360 / W0490 / W0491 / E0205 where they conflict (marks under the reported spans).
@Suite struct NavigationRuleTests {
    static func compile(_ body: String) throws -> ResolvedCarousel {
        let compilation = SpecFixtures.compile("[[carousel]]\nid = \"a\"\n" + body + "[carousel.generate]\ncount = 5\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        return try #require(compilation.spec?.carousels.first)
    }

    @Test func defaultsAreNoArrowsAndDotsFollowingIndicators() throws {
        let plain = try Self.compile("").engine
        #expect(!plain.arrows && plain.pagination == .dots && plain.indicators)
        let off = try Self.compile("indicators = false\n").engine
        #expect(off.pagination == PaginationStyle.none && !off.indicators)
        let marquee = try Self.compile("kind = \"marquee\"\n").engine
        #expect(marquee.pagination == PaginationStyle.none && !marquee.indicators)
    }

    @Test(arguments: PaginationStyle.allCases)
    func paginationCompilesAndSetsIndicators(style: PaginationStyle) throws {
        let c = try Self.compile("arrows = true\npagination = \"\(style.rawValue)\"\n").engine
        #expect(c.arrows && c.pagination == style && c.indicators == (style != PaginationStyle.none))
    }

    @Test func coloursReachTheResolvedCarousel() throws {
        let c = try Self.compile("pagination-color = \"#FFFFFF40\"\npagination-active-color = \"#FF9500\"\n")
        #expect(c.paginationColor == RGBAColor(red: 255, green: 255, blue: 255, alpha: 0x40))
        #expect(c.paginationActiveColor == RGBAColor(red: 255, green: 149, blue: 0))
    }

    @Test func paginationContradictingIndicatorsIsAnErrorPointingAtBoth() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            indicators = false
            pagination = "fraction"
                         ^^^^^^^^^^ E0360
            [[carousel.items]]
            """)
        expectDiagnostic("E0360", in: compilation, labelLines: [3])
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            pagination = "none"
                         ^^^^^^ E0360
            indicators = true
            [[carousel.items]]
            """)
    }

    @Test func agreeingIndicatorsAndPaginationAreFine() {
        expectDiagnostics(
            "[[carousel]]\nid = \"a\"\nindicators = true\npagination = \"progress\"\n[[carousel.items]]\n")
        expectDiagnostics("[[carousel]]\nid = \"a\"\nindicators = false\npagination = \"none\"\n[[carousel.items]]\n")
    }

    @Test func arrowsOnAFrameTooSmallWarnAtTheKey() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 40, width = 80, height = 80 }
            arrows = true
            ^^^^^^^^^^^^^ W0490
            [[carousel.items]]
            [[carousel.items]]
            """)
    }

    @Test func arrowsOnAMarqueeAreNotForTheKind() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "marquee"
            arrows = true
            ^^^^^^ E0205
            [[carousel.items]]
            """)
    }

    @Test func coloursNothingDrawsWarn() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            pagination = "none"
            pagination-color = "#FFFFFF"
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ W0491
            [[carousel.items]]
            """)
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            pagination = "fraction"
            pagination-color = "#FFFFFF"
            pagination-active-color = "#FF9500"
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ W0491
            [[carousel.items]]
            """)
    }

    @Test func aFractionOutsideTheWindowIsChromeOutsideTheWindow() {
        // A vertical carousel at the window's right edge: its 24-point strip fits, the fraction's box does not.
        expectDiagnostics(
            """
            [window]
            size = [400, 300]
            [[carousel]]
            id = "a"
            axis = "vertical"
            frame = { x = 0, y = 0, width = 376, height = 300 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0306
            pagination = "fraction"
            [[carousel.items]]
            [[carousel.items]]
            """)
    }

    @Test func compileReportsArrowAndPaginationFrames() throws {
        let compilation = SpecFixtures.compile(
            "[window]\nsize = [400, 300]\n[[carousel]]\nid = \"a\"\narrows = true\npagination = \"progress\"\n"
                + "[carousel.generate]\ncount = 5\n")
        let carousel = try #require(compilation.resolution?.carousels.first)
        let frame = carousel.derived.placement.frame
        #expect(carousel.derived.arrowRects.count == 2)
        #expect(carousel.derived.arrowRects.first == NavigationArrows.rect(.previous, in: frame, axis: .horizontal))
        let strip = try #require(carousel.derived.placement.indicatorRect)
        #expect(carousel.derived.paginationRect == Pagination.progressTrack(in: strip, axis: .horizontal))
        #expect(carousel.derived.dotsRect == nil)
    }
}
