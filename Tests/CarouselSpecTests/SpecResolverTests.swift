import Testing
import CarouselEngine
@testable import CarouselSpec

@Suite struct SpecResolverTests {
    @Test func windowTitleDefaultsToTheFileName() {
        #expect(SpecResolver.defaultTitle(for: "Configs/featured.carousel.toml") == "featured")
        #expect(SpecResolver.defaultTitle(for: "plain.toml") == "plain")
        #expect(SpecResolver.defaultTitle(for: "/a/b/noext") == "noext")
    }

    @Test func itemDefaultsComeFromThePosition() throws {
        let spec = try #require(
            SpecFixtures.compile(
                SpecFixtures.carousel(
                    """
                    [[carousel.items]]
                    [[carousel.items]]
                    title = "Second"
                    color = "yellow"
                    """)
            ).spec)
        guard case .list(let items) = spec.carousels[0].items else { Issue.record("expected a list"); return }
        #expect(items.map(\.id) == ["1", "2"])
        #expect(items.map(\.title) == ["Item 1", "Second"])
        #expect(items[0].color == NamedColors.defaultPalette[0])
        #expect(items[1].textColor == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(items[0].subtitle == nil && items[0].imagePath == nil)
    }

    @Test func kindDependentDefaults() throws {
        let spec = try #require(
            SpecFixtures.compile(
                """
                [[carousel]]
                id = "p"
                [[carousel.items]]
                [[carousel]]
                id = "s"
                kind = "stack"
                [[carousel.items]]
                [[carousel]]
                id = "m"
                kind = "marquee"
                [carousel.auto]
                [[carousel.items]]
                [[carousel]]
                id = "f"
                kind = "focus"
                [carousel.focus]
                item-size = { width = 100, height = 100 }
                shrink = 10
                [[carousel.items]]
                """
            ).spec)
        let engines = spec.carousels.map(\.engine)
        #expect(engines[0].snap.animation == .spring(stiffness: 300, damping: 30))
        #expect(engines[1].snap.animation == .easeOut(durationSeconds: 0.32))
        #expect(engines.map(\.snap.distanceThreshold) == [0.5, 0.25, 0.5, 0.625])
        #expect(engines.map(\.snap.maxFlickPages) == [1, 5, 1, 1])
        #expect(engines.map(\.indicators) == [true, true, false, true])
        #expect(engines.map(\.infinite) == [false, true, true, false])
        #expect(engines[2].auto?.resumeAfterSeconds == 0)
        #expect(engines[0].auto == nil)
        #expect(engines[1].stack.spacingRatio == nil)
        #expect(engines[3].focus.itemSize == Size(width: 100, height: 100))
    }

    @Test func autoTableCanBeWrittenDisabled() throws {
        let spec = try #require(
            SpecFixtures.compile(SpecFixtures.carousel("[carousel.auto]\nenabled = false\n[[carousel.items]]\n")).spec)
        #expect(spec.carousels[0].engine.auto?.enabled == false)
    }

    @Test func explicitFrameStaysExplicitAndLayoutFramesStayNil() throws {
        // Two specs: an explicit frame and a shared row in one file overlap (E0308).
        let framed = try #require(
            SpecFixtures.compile(
                """
                [[carousel]]
                id = "a"
                frame = { x = 10, y = 40, width = 300, height = 200 }
                [[carousel.items]]
                """
            ).spec)
        let shared = try #require(
            SpecFixtures.compile(
                """
                [[carousel]]
                id = "b"
                [[carousel.items]]
                """
            ).spec)
        #expect(framed.carousels[0].engine.explicitFrame == Rect(x: 10, y: 40, width: 300, height: 200))
        #expect(shared.carousels[0].engine.explicitFrame == nil)
        #expect(shared.carousels[0].engine.hasTitle == false)
    }

    @Test func stackDerivedValuesFollowTheSizingFormulas() throws {
        let compilation = SpecFixtures.compile(
            """
            [[carousel]]
            id = "w"
            kind = "stack"
            axis = "vertical"
            frame = { x = 0, y = 0, width = 357.2, height = 700 }
            insets = 10
            [carousel.stack]
            aspect-ratio = 1.5
            spacing-ratio = 0.5
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            [[carousel.items]]
            """)
        let resolution = try #require(compilation.resolution)
        let stack = try #require(resolution.carousels[0].derived.stack)
        // Stage 337.2 wide: card 337.2 / 1.5 = 224.8 long; spacing 112.4; 5 items -> 2 outer slots.
        #expect(abs(stack.cardMain - 224.8) < 1e-9)
        #expect(abs(stack.spacing - 112.4) < 1e-9)
        #expect(stack.visibleOuterSlot == 2)
        #expect(abs(stack.stackExtent - (4 * 112.4 + 224.8 * (0.88 + 0.22))) < 1e-9)
    }
}
