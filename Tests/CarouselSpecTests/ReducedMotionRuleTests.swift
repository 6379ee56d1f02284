import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `[window] reduced-motion`: its values, `[carousel.marquee] on-reduced-motion`, and W0430 for
/// a drifting marquee that stands still under reduced motion.
@Suite struct ReducedMotionRuleTests {
    static func spec(_ setting: String?, kind: String = "paging", auto: Bool = true) -> String {
        var text = ""
        if let setting { text += "[window]\nreduced-motion = \"\(setting)\"\n\n" }
        text += "[[carousel]]\nid = \"calm\"\nkind = \"\(kind)\"\n"
        if auto { text += "[carousel.auto]\npause-on-hover = false\npause-button = true\n" }
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

    static func marquee(_ setting: String?, mode: String?, speed: Int? = nil, auto: String? = nil) -> String {
        var text = ""
        if let setting { text += "[window]\nreduced-motion = \"\(setting)\"\n\n" }
        text += "[[carousel]]\nid = \"ticker\"\nkind = \"marquee\"\n"
        if mode != nil || speed != nil {
            text += "[carousel.marquee]\n"
            if let speed { text += "speed = \(speed)\n" }
            if let mode { text += "on-reduced-motion = \"\(mode)\"\n" }
        }
        if let auto { text += "[carousel.auto]\n\(auto)\n" }
        return text + "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"
    }

    /// Auto-scroll under reduced motion runs (it jumps): no warning for it any more.
    @Test(arguments: ["on", "auto"])
    func marqueeStandsUnderReducedMotionIsQuiet(setting: String) {
        #expect(SpecFixtures.compile(Self.spec(setting)).diagnostics.isEmpty)
        #expect(SpecFixtures.compile(Self.spec(setting, kind: "marquee")).diagnostics.isEmpty)
    }

    @Test(arguments: ["on", "auto", nil] as [String?])
    func aStandingMarqueeWarnsAtTheChoiceWithTheSettingLabelled(setting: String?) throws {
        let text = Self.marquee(setting, mode: "stand")
        let compilation = SpecFixtures.compile(text)
        let warning = try #require(compilation.diagnostics.first)
        #expect(compilation.diagnostics.count == 1)
        #expect(warning.code.text == "W0430")
        #expect(warning.message.contains("stands still"))
        let bytes = Array(text.utf8)
        let span = try #require(warning.span)
        #expect(String(decoding: bytes[span.start..<span.end], as: UTF8.self) == "\"stand\"")
        #expect(warning.path.hasSuffix("on-reduced-motion"))
        let fix = try #require(warning.fixIts.first)
        #expect(fix.edits.map(\.replacement) == ["\"step\""])
        if let setting {
            let label = try #require(warning.labels.first)
            #expect(String(decoding: bytes[label.span.start..<label.span.end], as: UTF8.self) == "\"\(setting)\"")
        } else {
            #expect(warning.labels.isEmpty)
        }
    }

    /// No warning where the marquee would not drift anyway, or reduced motion is never in force.
    @Test func aStandingMarqueeThatCannotFreezeIsQuiet() {
        let quiet = [
            Self.marquee("off", mode: "stand"),
            Self.marquee("on", mode: "step"),
            Self.marquee("on", mode: nil),
            Self.marquee("on", mode: "stand", speed: 0),
            Self.marquee("on", mode: "stand", auto: "enabled = false"),
        ]
        for text in quiet { #expect(SpecFixtures.compile(text).diagnostics.isEmpty, "\(text)") }
    }

    @Test(arguments: [("step", MarqueeReducedMotion.step), ("stand", .stand)])
    func theMarqueeChoiceResolves(text: String, mode: MarqueeReducedMotion) throws {
        let spec = try #require(SpecFixtures.compile(Self.marquee("off", mode: text)).spec)
        #expect(spec.scene.carousels[0].marquee.onReducedMotion == mode)
        let fallback = try #require(SpecFixtures.compile(Self.marquee("off", mode: nil)).spec)
        #expect(fallback.scene.carousels[0].marquee.onReducedMotion == .step)
    }

    /// A marquee's items stand for their reading time (W0434's pace) when it is longer than the interval.
    @Test func marqueeItemsGetTheirReadingTime() throws {
        let words = String(repeating: "word ", count: 20)
        let text = Self.marquee("on", mode: nil) + "[[carousel.items]]\ntitle = \"\(words)\"\n"
        let spec = try #require(SpecFixtures.compile(text).spec)
        #expect(spec.scene.carousels[0].itemIntervalSeconds == [2: ReadingTime.seconds(words: 20)])
        #expect(ReadingTime.seconds(words: 20) == 6)
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
