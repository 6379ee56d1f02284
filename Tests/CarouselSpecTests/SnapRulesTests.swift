import Testing
import SourceDiagnostics
import CarouselEngine
@testable import CarouselSpec

@Suite struct SnapRulesTests {
    @Test func durationWithSpringNamesTheAnimationKey() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.snap]
            animation = "spring"
            duration = "300ms"
            ^^^^^^^^^^^^^^^^^^ W0402
            [[carousel.items]]
            """)
        let found = try #require(expectDiagnostic("W0402", in: compilation, labelLines: [4]))
        #expect(found.message == "`duration` has no effect: `animation` is \"spring\"")
    }

    @Test func stiffnessWithTheStackDefaultEaseOut() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "stack"
            frame = { x = 0, y = 0, width = 800, height = 200 }
            [carousel.snap]
            stiffness = 200
            ^^^^^^^^^^^^^^^ W0402
            damping = 20
            ^^^^^^^^^^^^ W0402
            [[carousel.items]]
            """)
        #expect(
            compilation.diagnostics.first?.notes == [
                "`animation` is not written, so it is \"ease-out\" (the default for a stack carousel)"
            ])
    }

    @Test func durationOnAStackHasNoEffect() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "stack"
            frame = { x = 0, y = 0, width = 800, height = 200 }
            [carousel.snap]
            duration = 2
            ^^^^^^^^^^^^ W0402
            [[carousel.items]]
            """)
        #expect(diagnostic("W0402", in: compilation)?.message.contains("min(0.42, 0.26 + 0.06 × n)") == true)
    }

    @Test func shortIntervalIsRaisedToTheMinimum() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.auto]
            interval = "200ms"
                       ^^^^^^^ W0401
            [[carousel.items]]
            """)
        #expect(compilation.spec?.carousels.first?.engine.auto?.intervalSeconds == 0.8)
        #expect(
            diagnostic("W0401", in: compilation)?.message
                == "`interval` is \"200ms\" (0.2 s); the smallest supported value is 0.8 s, so 0.8 s is used")
    }

    @Test func intervalShorterThanTheSettle() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [carousel.auto]
            interval = 1
            ^^^^^^^^^^^^ W0403
            [carousel.snap]
            stiffness = 100
            damping = 2
            [[carousel.items]]
            """)
        #expect(
            diagnostic("W0403", in: compilation)?.message
                == "auto-scroll `interval` (1 s) is shorter than the settle animation (6.55 s)")
    }

    @Test func focusShrinkMustBeLessThanTheHeight() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            [carousel.focus]
            item-size = { width = 200, height = 100 }
            shrink = 100
                     ^^^ E0301
            [[carousel.items]]
            """)
    }

    @Test func everyBadOpacityStopIsReported() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel(
                """
                kind = "stack"
                frame = { x = 0, y = 0, width = 800, height = 200 }
                [carousel.stack]
                opacity = [[0.5, 2], [0.2, 0.5]]
                [[carousel.items]]
                """))
        #expect(
            compilation.diagnostics.map(\.path) == [
                "carousel[0].stack.opacity[0][0]", "carousel[0].stack.opacity[0][1]", "carousel[0].stack.opacity[1][0]",
            ])
    }

    @Test func opacityStopsRules() {
        for (stops, marker) in [
            ("[[0.5, 1], [1, 0.5]]", "            ^^^ E0301"),
            ("[[0, 1], [1, 0.5], [1, 0.2]]", "                              ^ E0301"),
            ("[[0, 1], [1, 1.5]]", "                       ^^^ E0301"),
            ("[[0, 1], [1]]", "                   ^^^ E0202"),
        ] {
            expectDiagnostics(
                """
                [[carousel]]
                id = "a"
                kind = "stack"
                frame = { x = 0, y = 0, width = 800, height = 200 }
                [carousel.stack]
                opacity = \(stops)
                \(marker)
                [[carousel.items]]
                """)
        }
    }
}
