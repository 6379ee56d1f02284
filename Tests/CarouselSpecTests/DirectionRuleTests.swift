import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `direction` on `[window]` and per carousel: the carousel's value overrides the window's,
/// `compile` prints the resolved one, and a key that changes nothing is W0480 / W0481.
@Suite struct DirectionRuleTests {
    static let items = "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"

    @Test func theDefaultIsLeftToRight() throws {
        let spec = try #require(SpecFixtures.compile("[[carousel]]\nid = \"a\"\n" + Self.items).spec)
        #expect(spec.carousels.map(\.engine.direction) == [.ltr])
    }

    @Test func theWindowsDirectionIsInheritedAndACarouselOverridesIt() throws {
        let text =
            "[window]\ndirection = \"rtl\"\n\n[[carousel]]\nid = \"a\"\n" + Self.items
            + "\n[[carousel]]\nid = \"b\"\ndirection = \"ltr\"\n" + Self.items
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let spec = try #require(compilation.spec)
        #expect(spec.carousels.map(\.engine.direction) == [.rtl, .ltr])
        #expect(spec.scene.carousels.map(\.direction) == [.rtl, .ltr])
    }

    @Test(arguments: ["paging", "stack", "marquee", "focus"])
    func everyKindAndAxisAcceptsIt(kind: String) {
        for axis in ["horizontal", "vertical"] {
            let frame = kind == "stack" ? "frame = { x = 0, y = 0, width = 800, height = 300 }\n" : ""
            let compilation = SpecFixtures.compile(
                "[[carousel]]\nid = \"a\"\nkind = \"\(kind)\"\naxis = \"\(axis)\"\n\(frame)direction = \"rtl\"\n"
                    + Self.items)
            #expect(compilation.diagnostics.isEmpty, "\(kind) \(axis): \(SpecFixtures.describe(compilation))")
            #expect(compilation.spec?.carousels.first?.engine.direction == .rtl)
        }
    }

    @Test func anUnknownDirectionIsAnErrorAtItsValue() {
        expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            direction = "right"
                        ^^^^^^^ E0303
            [[carousel.items]]
            title = "A"
            """)
    }

    @Test func aCarouselRepeatingTheWindowsDirectionWarnsAndLabelsTheWindow() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            direction = "rtl"

            [[carousel]]
            id = "a"
            direction = "rtl"
            ^^^^^^^^^^^^^^^^^ W0480
            [[carousel.items]]
            title = "A"

            [[carousel]]
            id = "b"
            [[carousel.items]]
            title = "B"
            """)
        let found = try #require(expectDiagnostic("W0480", in: compilation, labelLines: [2]))
        #expect(
            found.message == "`direction = \"rtl\"` has no effect: the carousel inherits it from `[window] direction`")
    }

    @Test func aCarouselRepeatingTheDefaultWarns() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            direction = "ltr"
            ^^^^^^^^^^^^^^^^^ W0480
            [[carousel.items]]
            title = "A"
            """)
        let found = try #require(diagnostic("W0480", in: compilation))
        #expect(found.message.contains("the default `[window] direction`"))
        #expect(found.labels.isEmpty)
    }

    @Test func aWindowDirectionEveryCarouselOverridesWarnsWithEachOverrideLabelled() throws {
        let compilation = expectDiagnostics(
            """
            [window]
            direction = "rtl"
            ^^^^^^^^^^^^^^^^^ W0481

            [[carousel]]
            id = "a"
            direction = "ltr"
            [[carousel.items]]
            title = "A"

            [[carousel]]
            id = "b"
            direction = "ltr"
            [[carousel.items]]
            title = "B"
            """)
        expectDiagnostic("W0481", in: compilation, labelLines: [6, 12])
    }

    @Test func theDocumentedExampleCompilesWithoutDiagnostics() throws {
        let compilation = SpecFixtures.compile(Self.documentedExample)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(compilation.spec?.carousels.map(\.engine.direction) == [.rtl, .ltr])
    }

    /// The example of docs/spec.md, "Right to left: `direction`" (DocsTests compiles every
    /// example of the page too).
    static let documentedExample = """
        [window]
        direction = "rtl"

        [[carousel]]
        id = "news"
        title = "أهم الأخبار"
        insets = { top = 12, leading = 60, bottom = 12, trailing = 20 }

        [[carousel.items]]
        title = "افتتاح المكتبة الجديدة"

        [[carousel]]
        id = "codes"
        direction = "ltr"

        [[carousel.items]]
        title = "ISO 8601"
        """
}
