import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `[window] reduced-motion`: its values, and W0430 when it keeps a `[carousel.auto]` from running.
@Suite struct ReducedMotionRuleTests {
    static func spec(_ setting: String?, kind: String = "paging", auto: Bool = true) -> String {
        var text = ""
        if let setting { text += "[window]\nreduced-motion = \"\(setting)\"\n\n" }
        text += "[[carousel]]\nid = \"calm\"\nkind = \"\(kind)\"\n"
        if auto { text += "[carousel.auto]\npause-on-hover = false\n" }
        return text + "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"
    }

    @Test(arguments: [("on", ReducedMotionSetting.on), ("off", .off), ("auto", .auto)])
    func theSettingResolves(text: String, setting: ReducedMotionSetting) throws {
        let compilation = SpecFixtures.compile(Self.spec(text, auto: false))
        #expect(compilation.diagnostics.isEmpty)
        let spec = try #require(compilation.spec)
        #expect(spec.window.reducedMotion == setting)
        #expect(spec.scene.reducedMotion == (setting == .on))
    }

    @Test func theDefaultIsAuto() throws {
        let spec = try #require(SpecFixtures.compile(Self.spec(nil, auto: false)).spec)
        #expect(spec.window.reducedMotion == .auto)
    }

    @Test func anUnknownValueIsAnError() {
        let compilation = SpecFixtures.compile(Self.spec("sometimes", auto: false))
        #expect(compilation.diagnostics.map(\.code.text) == ["E0303"])
    }

    @Test(arguments: ["paging", "marquee"])
    func autoUnderOnWarnsAtTheTableWithTheSettingLabelled(kind: String) throws {
        let text = Self.spec("on", kind: kind)
        let compilation = SpecFixtures.compile(text)
        let warning = try #require(compilation.diagnostics.first)
        #expect(compilation.diagnostics.count == 1)
        #expect(warning.code.text == "W0430")
        #expect(warning.message.contains(kind == "marquee" ? "does not drift" : "never auto-scrolls"))
        let bytes = Array(text.utf8)
        let span = try #require(warning.span)
        let at = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
        #expect(at.hasPrefix("[carousel.auto]"))
        let label = try #require(warning.labels.first)
        #expect(String(decoding: bytes[label.span.start..<label.span.end], as: UTF8.self) == "\"on\"")
    }

    @Test(arguments: ["auto", "off"])
    func autoWithoutOnIsQuiet(setting: String) {
        #expect(SpecFixtures.compile(Self.spec(setting)).diagnostics.isEmpty)
    }

    @Test func decisionsFollowOverrideThenSettingThenDesktop() {
        let desktop = DesktopMotionPreference(reduced: true, source: "CAROUSEL_REDUCED_MOTION=1")
        #expect(ReducedMotionDecision(setting: .auto, override: nil, desktop: desktop).reduced)
        #expect(!ReducedMotionDecision(setting: .auto, override: nil, desktop: .none).reduced)
        #expect(!ReducedMotionDecision(setting: .on, override: .off, desktop: desktop).reduced)
        #expect(ReducedMotionDecision(setting: .off, override: .on, desktop: .none).reduced)
        #expect(
            ReducedMotionDecision(setting: .auto, override: nil, desktop: desktop).summary
                == "motion: reduced (auto: CAROUSEL_REDUCED_MOTION=1)")
        #expect(ReducedMotionDecision(setting: .off, override: nil, desktop: desktop).summary == "motion: full (off)")
    }
}
