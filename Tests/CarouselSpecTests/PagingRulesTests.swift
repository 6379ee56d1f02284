import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `start`, `per-view`, `align`, `scroll-by`, `contain`: every conflict is reported where it is
/// written (E0321-E0325, W0450, W0451), and every fix-it removes its diagnostic.
@Suite struct PagingRulesTests {
    @Test func startPastTheLastItemPointsAtTheCount() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            start = 5
                    ^ E0321
            [carousel.generate]
            count = 5
            """)
        let found = try #require(expectDiagnostic("E0321", in: compilation, labelLines: [6]))
        #expect(found.message == "`start = 5` is past the last item: the carousel has 5 items (0..4)")
    }

    @Test func startIsAcceptedOnEveryKind() {
        for kind in CarouselKind.allCases {
            let frame = kind == .stack ? "frame = { x = 0, y = 0, width = 800, height = 300 }\n" : ""
            let compilation = SpecFixtures.compile(
                "[[carousel]]\nid = \"a\"\nkind = \"\(kind.rawValue)\"\n\(frame)start = 4\n"
                    + "[carousel.generate]\ncount = 5\n")
            #expect(compilation.diagnostics.isEmpty, "\(kind): \(SpecFixtures.describe(compilation))")
            #expect(compilation.spec?.carousels.first?.engine.start == 4)
        }
    }

    @Test func containOnALoopNamesTheInfiniteKey() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            infinite = true
            per-view = 3
            contain = true
            ^^^^^^^^^^^^^^ E0324
            [carousel.generate]
            count = 10
            """)
        let found = try #require(expectDiagnostic("E0324", in: compilation, labelLines: [3]))
        #expect(found.fixIts.count == 2)
    }

    @Test func scrollByTheItemCountOrMore() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            infinite = true
            per-view = 2
            scroll-by = 4
                        ^ E0325
            [carousel.generate]
            count = 4
            """)
        // n − 1 is the largest useful step; "page" is always accepted.
        for value in ["3", "\"page\""] {
            let compilation = SpecFixtures.compile(
                "[[carousel]]\nid = \"a\"\nper-view = 2\nscroll-by = \(value)\n[carousel.generate]\ncount = 4\n")
            #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        }
    }

    @Test func aPageLargerThanTheLoopIsTooLarge() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            infinite = true
            per-view = 4.3
            scroll-by = "page"
                        ^^^^^^ E0325
            [carousel.generate]
            count = 3
            """)
        let found = try #require(diagnostic("E0325", in: compilation))
        #expect(found.notes == ["\"page\" moves ⌊per-view⌋ = 4 items"])
        #expect(found.fixIts.map { $0.edits.first?.replacement } == ["2"])
    }

    @Test func scrollByRejectsOtherNames() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            scroll-by = "screen"
                        ^^^^^^^^ E0303
            [carousel.generate]
            count = 4
            """)
    }

    @Test func perViewAgainstAPageSizeThatContradictsIt() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            per-view = 3
                       ^ E0322
            page-size = { width = 600, height = 300 }
            [carousel.generate]
            count = 10
            """)
        expectDiagnostic("E0322", in: compilation, labelLines: [4])
    }

    @Test func aPageSizeThatAgreesWithPerViewIsAccepted() {
        // 1280 wide window: R = 1240, L = (1240 − 2 × 16) / 3 = 402.67; a width of 402.5 is within half a point.
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nper-view = 3\npage-size = { width = 402.5, height = 300 }\n"
                + "[carousel.generate]\ncount = 10\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
    }

    @Test func theLayoutProofRejectsItemsTooShortAndAcceptsOnesThatFit() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            spacing = 40
            per-view = 30
                       ^^ E0323
            [carousel.generate]
            count = 100
            """)
        let found = try #require(diagnostic("E0323", in: compilation))
        // R = 1240; the largest p (in tenths) with (1240 − 40 (⌈p⌉ − 1)) / p ≥ 24: 20 gives 480 / 20 = 24,
        // 20.1 gives (1240 − 800) / 20.1 = 21.9.
        #expect(found.fixIts.first?.edits.first?.replacement == "20")
        let fits = SpecFixtures.compile(
            "[[carousel]]\nid = \"a\"\nspacing = 40\nper-view = 20\n[carousel.generate]\ncount = 100\n")
        #expect(fits.diagnostics.isEmpty, "\(SpecFixtures.describe(fits))")
    }

    @Test func startThatContainNeverSelects() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            per-view = 4
            align = "start"
            contain = true
            start = 9
                    ^ W0450
            [carousel.generate]
            count = 10
            """)
        // hi = 9 + (L − R) / S with 4 whole items per view = 6 exactly: targets 0…6.
        #expect(diagnostic("W0450", in: compilation)?.message.contains("at item 6") == true)
    }

    @Test func alignAndContainThatChangeNothing() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            align = "end"
            ^^^^^^^^^^^^^ W0451
            contain = true
            ^^^^^^^^^^^^^^ W0451
            [carousel.generate]
            count = 10
            """)
    }

    @Test func theKeysAreForPagingOnly() {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            align = "start"
            ^^^^^ E0205
            [carousel.generate]
            count = 10
            """)
    }

    static let fixCases: [(String, String)] = [
        ("E0321", "kind = \"stack\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\nstart = 12\n"),
        ("E0322", "per-view = 3\npage-size = { width = 600, height = 300 }\n"),
        ("E0323", "spacing = 40\nper-view = 30\n"),
        ("E0324", "infinite = true\nper-view = 3\ncontain = true\n"),
        ("E0325", "per-view = 3\nscroll-by = 10\n"),
        ("W0450", "per-view = 4\nalign = \"start\"\ncontain = true\nstart = 9\n"),
        ("W0451", "align = \"start\"\n"),
    ]

    @Test(arguments: fixCases.indices) func everyFixRemovesItsDiagnostic(index: Int) throws {
        let (code, body) = Self.fixCases[index]
        let source = "[[carousel]]\nid = \"main\"\n" + body + "[carousel.generate]\ncount = 10\n"
        let compilation = SpecFixtures.compile(source)
        let found = try #require(
            compilation.diagnostics.first { $0.code.text == code }, "\(SpecFixtures.describe(compilation))")
        #expect(!found.fixIts.isEmpty)
        for fixIt in found.fixIts {
            let fixed = fixIt.apply(to: source)
            let again = SpecFixtures.compile(fixed)
            #expect(
                !again.diagnostics.contains { $0.code.text == code },
                "\(fixIt.message):\n\(fixed)\n\(SpecFixtures.describe(again))")
        }
    }
}
