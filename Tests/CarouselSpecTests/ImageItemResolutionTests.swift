import CarouselEngine
import Testing
@testable import CarouselSpec

/// What an image item shows by default: its picture alone (no "Item N" on a photo), and its
/// `text-color` when the spec gives one.
@Suite struct ImageItemResolutionTests {
    private func items(_ toml: String) throws -> [ResolvedItem] {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"main\"\n" + toml, in: InMemoryFileSystemTests.files)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        guard case .list(let items)? = compilation.spec?.carousels.first?.items else { return [] }
        return items
    }

    @Test func anImageItemWithoutATitleShowsNoLabel() throws {
        let items = try items(
            """
            [[carousel.items]]
            image = "/specs/img/a.png"
            alt = ""
            [[carousel.items]]
            color = "red"
            """)
        #expect(items.map(\.title) == ["", "Item 2"])
    }

    @Test func textColorOfAnImageItemIsKeptForTheImage() throws {
        let items = try items(
            """
            [[carousel.items]]
            title = "Written"
            image = "/specs/img/a.png"
            text-color = "#FFFF00"
            [[carousel.items]]
            title = "Default"
            image = "/specs/img/a.png"
            [[carousel.items]]
            title = "Plain"
            color = "#000000"
            text-color = "#00FF00"
            """)
        let yellow = RGBAColor(red: 255, green: 255, blue: 0)
        #expect(items[0].imageTextColor == yellow && items[0].textColor == yellow)
        #expect(items[1].imageTextColor == nil)
        #expect(items[2].imageTextColor == nil)
    }
}

/// The stack's default opacity curve follows `max-visible-slot`.
@Suite struct StackOpacityDefaultsTests {
    @Test func theDefaultCurveForTwoSlotsIsTheSchemaDefault() {
        #expect(StackOpacity.defaultStops(slots: 2) == SpecSchema.defaultOpacityStops)
    }

    @Test func compiledStacksReachTheirLastSlot() throws {
        let deep = SpecFixtures.compile(
            SpecFixtures.carousel("kind = \"stack\"\n[carousel.stack]\nmax-visible-slot = 4\n"))
        let stops = try #require(deep.spec?.carousels.first?.engine.stack.opacityStops)
        #expect(stops.last == OpacityStop(distance: 4.45, opacity: 0))
        #expect(stops.map(\.opacity) == [1, 0.36, 0.27, 0.18, 0.09, 0])
        let written = SpecFixtures.compile(
            SpecFixtures.carousel(
                "kind = \"stack\"\n[carousel.stack]\nmax-visible-slot = 4\nopacity = [[0, 1], [1, 0.5], [1.5, 0]]\n"))
        #expect(written.spec?.carousels.first?.engine.stack.opacityStops.count == 3)
    }
}
