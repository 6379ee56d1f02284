import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `[window] kiosk`: its value, and W0439 when `pause-on-focus` would hold a kiosk's carousel.
@Suite struct KioskKeyTests {
    static func spec(kiosk: String?, pauseOnFocus: String? = nil) -> String {
        var text = ""
        if let kiosk { text += "[window]\nkiosk = \(kiosk)\n\n" }
        text += "[[carousel]]\nid = \"lobby\"\n[carousel.auto]\npause-on-hover = false\npause-button = true\n"
        if let pauseOnFocus { text += "pause-on-focus = \(pauseOnFocus)\n" }
        return text + "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"
    }

    @Test func kioskIsOffUnlessWritten() throws {
        #expect(try #require(SpecFixtures.compile(Self.spec(kiosk: nil)).spec).window.kiosk == false)
        let on = SpecFixtures.compile(Self.spec(kiosk: "true"))
        #expect(on.diagnostics.isEmpty)
        #expect(try #require(on.spec).window.kiosk)
    }

    @Test func aNonBooleanIsAnError() {
        #expect(SpecFixtures.compile(Self.spec(kiosk: "\"yes\"")).diagnostics.map(\.code.text) == ["E0202"])
    }

    @Test func pauseOnFocusInAKioskWarnsAtTheValueWithTheKioskLabelledAndAFix() throws {
        let text = Self.spec(kiosk: "true", pauseOnFocus: "true")
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.count == 1)
        let warning = try #require(compilation.diagnostics.first)
        #expect(warning.code.text == "W0439")
        let bytes = Array(text.utf8)
        let span = try #require(warning.span)
        #expect(String(decoding: bytes[span.start..<span.end], as: UTF8.self) == "true")
        #expect(bytes[..<span.start].count > text.utf8.count / 2, "the span is the pause-on-focus value, not kiosk's")
        let label = try #require(warning.labels.first)
        #expect(String(decoding: bytes[label.span.start..<label.span.end], as: UTF8.self) == "true")
        #expect(label.span.start < span.start)
        #expect(warning.fixIts.count == 1)
    }

    @Test func pauseOnFocusOutsideAKioskOrOffIsQuiet() {
        #expect(SpecFixtures.compile(Self.spec(kiosk: nil, pauseOnFocus: "true")).diagnostics.isEmpty)
        #expect(SpecFixtures.compile(Self.spec(kiosk: "false", pauseOnFocus: "true")).diagnostics.isEmpty)
        #expect(SpecFixtures.compile(Self.spec(kiosk: "true", pauseOnFocus: "false")).diagnostics.isEmpty)
    }
}
