import CarouselEngine
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// Effects on focus carousels and the cube's shadows: how they compile, and W0444 / W0445 /
/// E0316 where they conflict (marks under the reported spans).
@Suite struct FocusEffectRuleTests {
    static func configuration(_ body: String) throws -> CarouselConfiguration {
        try EffectRuleTests.configuration(body)
    }

    @Test(arguments: SpecSchema.EffectNames.all.filter { $0 != "custom" })
    func everyEffectCompilesOnAFocusCarousel(name: String) throws {
        let c = try Self.configuration("kind = \"focus\"\neffect = \"\(name)\"\n")
        #expect(c.kind == .focus)
        #expect((c.effect == .slide) == (name == "slide"))
    }

    @Test func aFocusCarouselReadsTheEffectTablesAndPerspective() throws {
        let c = try Self.configuration(
            "kind = \"focus\"\neffect = \"coverflow\"\nperspective = 900\n[carousel.coverflow]\nrotate = 25\n")
        #expect(
            c.effect
                == .coverflow(CoverflowSettings(rotateDegrees: 25, depthPoints: 100, stretchPoints: 0, modifier: 1)))
        #expect(c.perspective == 900)
        // Coverflow's three pages per view are a paging default: a focus carousel keeps its item size.
        #expect(c.paging.perView == 1)
        let custom = try Self.configuration(
            "kind = \"focus\"\neffect = \"custom\"\n[[carousel.transform]]\noffset = 1\ntranslate-x = 300\n")
        guard case .custom(let stops) = custom.effect else {
            Issue.record("not custom: \(custom.effect)")
            return
        }
        #expect(stops.map(\.offset) == [1])
    }

    @Test(arguments: ["fade", "flip", "cube"]) func visibleNeighborsUnderAOneCardEffectIsAWarning(name: String) throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            effect = "\(name)"
            [carousel.focus]
            visible-neighbors = 2
            ^^^^^^^^^^^^^^^^^^^^^ W0444
            [[carousel.items]]
            """)
        let found = try #require(diagnostic("W0444", in: compilation))
        #expect(found.severity == .warning)
        #expect(found.message == "`visible-neighbors` changes nothing with effect = \"\(name)\"")
        // The label points at the effect's value on line 4.
        #expect(found.labels.map { compilation.file.range(of: $0.span).start.line } == [4])
        #expect(found.labels.map { compilation.file.range(of: $0.span).start.column } == [10])
    }

    @Test func visibleNeighborsUnderCoverflowIsFine() throws {
        _ = try Self.configuration(
            "kind = \"focus\"\neffect = \"coverflow\"\n[carousel.focus]\nvisible-neighbors = 2\n")
    }

    @Test func cubeShadowsCompile() throws {
        #expect(try Self.configuration("effect = \"cube\"\n").cube == .standard)
        let c = try Self.configuration(
            "effect = \"cube\"\n[carousel.cube]\nshadow = true\nslide-shadows = true\nshadow-offset = 30\n"
                + "shadow-scale = 0.8\n")
        #expect(c.cube == CubeSettings(shadow: true, slideShadows: true, shadowOffsetPoints: 30, shadowScale: 0.8))
        let focus = try Self.configuration("kind = \"focus\"\neffect = \"cube\"\n[carousel.cube]\nshadow = true\n")
        #expect(focus.cube.shadow && !focus.cube.slideShadows)
    }

    @Test func cubeShadowOptionsWithoutTheShadowAreWarnings() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            effect = "cube"
            [carousel.cube]
            slide-shadows = true
            shadow-offset = 40
            ^^^^^^^^^^^^^^^^^^ W0445
            shadow-scale = 0.5
            ^^^^^^^^^^^^^^^^^^ W0445
            [[carousel.items]]
            """)
        #expect(
            compilation.diagnostics.map(\.message) == [
                "`shadow-offset` changes nothing without the cube's ground shadow",
                "`shadow-scale` changes nothing without the cube's ground shadow",
            ])
    }

    @Test func theCubeTableUnderAnotherEffectIsAnError() throws {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            effect = "flip"
            [carousel.cube]
            ^^^^^^^^^^^^^^^ E0316
            shadow = true
            [[carousel.items]]
            """)
    }

    @Test func theCubeTableOnAStackIsNotForThatKind() throws {
        _ = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "stack"
            [carousel.cube]
            ^^^^^^^^^^^^^^^ E0205
            shadow = true
            [[carousel.items]]
            """)
    }

    @Test func aTranslucentFocusCardUnderAnOverlappingEffectWarnsAtItsColour() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            kind = "focus"
            effect = "cards"
            [[carousel.items]]
            title = "A"
            color = "#47F4F5AE"
                    ^^^^^^^^^^^ W0443
            [[carousel.items]]
            title = "B"
            """)
        let found = try #require(diagnostic("W0443", in: compilation))
        #expect(found.labels.map { compilation.file.range(of: $0.span).start.line } == [4])
    }
}
