import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// W0435: a rotating carousel with `pause-on-hover = false` and no pause button, outside a kiosk.
@Suite struct AutoRotationPauseRuleTests {
    static func spec(auto: String, kind: String = "paging", window: String = "") -> String {
        window + "[[carousel]]\nid = \"news\"\nkind = \"\(kind)\"\n" + auto
            + "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"
    }

    @Test func noPauseControlWarnsAtTheValueAndTheFixAddsTheButton() throws {
        let text = Self.spec(auto: "[carousel.auto]\ninterval = \"6s\"\npause-on-hover = false\n")
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0435"])
        let warning = try #require(compilation.diagnostics.first)
        let span = try #require(warning.span)
        #expect(String(Array(text.utf8)[span.start..<span.end].map { Character(Unicode.Scalar($0)) }) == "false")
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(fixed.contains("pause-on-hover = false\npause-button = true\n"))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
    }

    @Test func anInlineAutoTableGetsTheButtonOnItsLine() throws {
        let text = Self.spec(auto: "auto = { interval = \"6s\", pause-on-hover = false }\n")
        let warning = try #require(SpecFixtures.compile(text).diagnostics.first)
        #expect(warning.code.text == "W0435")
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(fixed.contains("pause-on-hover = false, pause-button = true }"))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
    }

    @Test func aPauseControlAKioskOrAMarqueeIsQuiet() {
        let quiet = [
            Self.spec(auto: "[carousel.auto]\npause-on-hover = false\npause-button = true\n"),
            Self.spec(auto: "[carousel.auto]\npause-on-hover = true\n"),
            Self.spec(auto: "[carousel.auto]\ninterval = \"6s\"\n"),
            Self.spec(auto: "[carousel.auto]\nenabled = false\npause-on-hover = false\n"),
            Self.spec(auto: "[carousel.auto]\npause-on-hover = false\n", window: "[window]\nkiosk = true\n\n"),
            Self.spec(auto: "[carousel.auto]\npause-on-hover = false\n", kind: "marquee"),
        ]
        for text in quiet {
            #expect(!SpecFixtures.compile(text).diagnostics.contains { $0.code.text == "W0435" }, "\(text)")
        }
    }
}
