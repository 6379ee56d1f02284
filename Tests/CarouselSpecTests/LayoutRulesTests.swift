import Testing
import SourceDiagnostics
import CarouselEngine
@testable import CarouselSpec

@Suite struct LayoutRulesTests {
    @Test func frameOutsideTheWindow() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            size = [800, 600]
            [[carousel]]
            id = "a"
            frame = { x = 400, y = 0, width = 500, height = 300 }
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0305
            [[carousel.items]]
            """)
        let found = try #require(expectDiagnostic("E0305", in: compilation, labelLines: [2]))
        #expect(
            found.notes == [
                "the frame spans x 400..900, y 0..300",
                "this frame fits, with room for its title and page dots: { x = 400, y = 0, width = 400, height = 300 }",
            ])
    }

    @Test func insetsThatLeaveNoRoom() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 300, height = 200 }
            insets = { top = 8, leading = 150, bottom = 8, trailing = 150 }
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ E0305
            [[carousel.items]]
            """)
        #expect(
            diagnostic("E0305", in: compilation)?.notes == ["the frame is 300 × 200 points; the insets take 300 × 16"])
    }

    @Test func cornerRadiusAboveHalfTheCardIsClamped() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            frame = { x = 0, y = 0, width = 400, height = 216 }
            corner-radius = 150
                            ^^^ W0401
            [[carousel.items]]
            """)
        #expect(compilation.spec?.carousels.first?.engine.cornerRadius == 100)
        #expect(
            diagnostic("W0401", in: compilation)?.message
                == "`corner-radius` is 150; half the card's shorter side (360 × 200 points) is 100, so 100 is used")
    }

    @Test func stackExtentLargerThanTheFrame() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "w"
            kind = "stack"
            axis = "vertical"
            frame = { x = 0, y = 0, width = 400, height = 300 }
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ W0404
            [[carousel.items]]
            [carousel.stack]
            spacing-ratio = 0.55
            """)
        #expect(diagnostic("W0404", in: compilation)?.message.hasPrefix("stack `w` needs ") == true)
    }

    @Test func rowsLayoutLeavesRoomForTitlesAndDots() throws {
        let compilation = SpecFixtures.compile(
            """
            [window]
            size = [1000, 600]
            [[carousel]]
            id = "a"
            title = "First"
            [[carousel.items]]
            [[carousel]]
            id = "b"
            indicators = false
            [[carousel.items]]
            """)
        let spec = try #require(compilation.spec)
        let slots = SceneLayout.slots(for: spec.scene)
        #expect(slots[0].frame == Rect(x: 0, y: 28, width: 1000, height: 248))
        #expect(slots[1].frame == Rect(x: 0, y: 300, width: 1000, height: 300))
        let json = try #require(compilation.compiledJSON())
        #expect(json.contains("\"frame\": {\n        \"x\": 0,\n        \"y\": 300,"))
    }

    @Test func columnsLayout() throws {
        let compilation = SpecFixtures.compile(
            """
            [window]
            size = [900, 600]
            layout = "columns"
            [[carousel]]
            id = "a"
            indicators = false
            [[carousel.items]]
            [[carousel]]
            id = "b"
            indicators = false
            [[carousel.items]]
            [[carousel]]
            id = "c"
            indicators = false
            [[carousel.items]]
            """)
        let frames = try #require(compilation.spec.map { SceneLayout.frames(for: $0.scene) })
        #expect(frames.map(\.x) == [0, 300, 600])
        #expect(frames.allSatisfy { $0.width == 300 && $0.height == 600 })
    }
}
