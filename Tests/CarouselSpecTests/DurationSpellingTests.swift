import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// E0302's did-you-mean for other spellings of the duration units (issue 25): a safe fix to the
/// unit's own spelling, the number kept as written.
@Suite struct DurationSpellingTests {
    /// `resume-after` takes 0..600 s, so short and long spellings both fix to a clean spec.
    static func spec(_ value: String) -> String {
        let auto = "[carousel.auto]\nresume-after = \"\(value)\"\n"
        return SpecFixtures.carousel(auto) + "[[carousel.items]]\ntitle = \"One\"\n"
    }

    @Test(arguments: [
        ("3 sec", "3s"), ("8 secs", "8s"), ("1 second", "1s"), ("2 seconds", "2s"), ("2.5sec", "2.5s"),
        ("500 msec", "500ms"), ("500 msecs", "500ms"), ("900 millis", "900ms"), ("900 milliseconds", "900ms"),
        ("1 minute", "1min"), ("2 minutes", "2min"), ("2 mins", "2min"), ("3 S", "3s"), ("250 MS", "250ms"),
    ])
    func otherSpellingsGetADidYouMeanAndASafeFix(written: String, canonical: String) throws {
        let source = Self.spec(written)
        let compilation = SpecFixtures.compile(source)
        let error = try #require(compilation.diagnostics.first { $0.code.text == "E0302" })
        #expect(error.help?.hasPrefix("did you mean \"\(canonical)\"?") == true, "\(error.help ?? "")")
        let fix = try #require(error.fixIts.first)
        #expect(error.fixIts.count == 1)
        #expect(fix.safety == .safe)
        let fixed = fix.apply(to: source)
        #expect(fixed.contains("resume-after = \"\(canonical)\"\n"))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty, "\(fixed)")
    }

    @Test(arguments: ["3 parsecs", "3 m", "2 hours", "millis", "sec", "3 s s"])
    func otherMistakesGetNoFix(written: String) throws {
        let compilation = SpecFixtures.compile(Self.spec(written))
        let error = try #require(compilation.diagnostics.first { $0.code.text == "E0302" })
        #expect(error.fixIts.isEmpty, "\(written): \(error.fixIts)")
        #expect(error.help?.hasPrefix("valid units are") == true)
    }
}
