import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// Unit sense in duration keys (issue 9): bare numbers that are absurd as seconds, and upper bounds.
@Suite struct DurationSenseTests {
    static func spec(_ auto: String, snap: String = "") -> String {
        SpecFixtures.carousel("[carousel.auto]\n" + auto + snap) + "[[carousel.items]]\ntitle = \"One\"\n"
    }

    @Test func spellsSecondsAsMinutes() {
        #expect(DurationSense.spelled(4000) == "4000 s = 66 min 40 s")
        #expect(DurationSense.spelled(120) == "120 s = 2 min")
        #expect(DurationSense.spelled(45) == "45 s")
        #expect(DurationSense.spelled(90.5) == "90.5 s = 1 min 30.5 s")
    }

    @Test func intervalOf4000AsksWhetherMillisecondsWereMeant() throws {
        let source = Self.spec("interval = 4000\n")
        let compilation = SpecFixtures.compile(source)
        let warning = try #require(compilation.diagnostics.first { $0.code.text == "W0411" })
        #expect(warning.severity == .warning)
        #expect(warning.message == "`interval` is 4000 s = 66 min 40 s; did you mean \"4s\" or \"4000ms\"?")
        let span = try #require(warning.span)
        #expect(String(decoding: compilation.file.bytes[span.start..<span.end], as: UTF8.self) == "4000")
        #expect(warning.fixIts.count == 2)
        let fixed = warning.fixIts.map { $0.apply(to: source) }
        #expect(fixed[0].contains("interval = \"4s\"\n"))
        #expect(fixed[1].contains("interval = \"4000ms\"\n"))
        for text in fixed {
            #expect(SpecFixtures.compile(text).diagnostics.isEmpty, "\(text)")
        }
        #expect(compilation.spec != nil, "a warning: the spec still compiles")
    }

    @Test(arguments: ["interval = 99\n", "interval = \"4000s\"\n", "interval = \"66min\"\n", "resume-after = 60\n"])
    func numbersWithAUnitOrBelowTheLimitAreQuiet(line: String) {
        let compilation = SpecFixtures.compile(Self.spec(line))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
    }

    @Test func resumeAfterInRangeButLargeWarnsToo() throws {
        let compilation = SpecFixtures.compile(Self.spec("resume-after = 300\n"))
        let warning = try #require(compilation.diagnostics.first { $0.code.text == "W0411" })
        #expect(warning.message == "`resume-after` is 300 s = 5 min; did you mean \"0.3s\" or \"300ms\"?")
    }

    @Test func resumeAfterAboveItsBoundSuggestsTheUnit() throws {
        let source = Self.spec("resume-after = 4000\n")
        let compilation = SpecFixtures.compile(source)
        let error = try #require(compilation.diagnostics.first { $0.code.text == "E0301" })
        #expect(error.message == "`resume-after` is 4000 s, outside the allowed range 0..600 s")
        #expect(error.help == "4000 s = 66 min 40 s; did you mean \"4s\" or \"4000ms\"?")
        #expect(error.fixIts.count == 2)
        for fixIt in error.fixIts {
            #expect(SpecFixtures.compile(fixIt.apply(to: source)).diagnostics.isEmpty)
        }
        #expect(!compilation.diagnostics.contains { $0.code.text == "W0411" }, "one diagnostic, not two")
    }

    @Test func snapDurationAboveItsBoundSuggestsTheUnit() throws {
        let source = Self.spec("", snap: "[carousel.snap]\nanimation = \"ease-out\"\nduration = 300\n")
        let error = try #require(SpecFixtures.compile(source).diagnostics.first { $0.code.text == "E0301" })
        #expect(error.help == "300 s = 5 min; did you mean \"0.3s\" or \"300ms\"?")
        #expect(error.fixIts.map { $0.edits.map(\.replacement) } == [["\"0.3s\""], ["\"300ms\""]])
    }

    @Test func noSuggestionWhenTheMillisecondReadingIsOutOfRangeToo() throws {
        let source = Self.spec("", snap: "[carousel.snap]\nanimation = \"ease-out\"\nduration = 10\n")
        let error = try #require(SpecFixtures.compile(source).diagnostics.first { $0.code.text == "E0301" })
        #expect(error.help == nil)
        #expect(error.fixIts.isEmpty)
    }

    /// Every duration key of the schema has an upper bound (docs/spec.md lists them).
    @Test func everyDurationKeyHasAnUpperBound() {
        var queue = [SpecSchema.root]
        var seen: Set<String> = []
        var durationKeys: [String] = []
        while let table = queue.popLast() {
            guard seen.insert(table.name).inserted else { continue }
            for field in table.fields {
                if case .duration = field.type {
                    durationKeys.append(field.key)
                    #expect(field.bounds?.max != nil, "`\(field.key)` in \(table.title) has no upper bound")
                }
                if let nested = field.nestedTable { queue.append(nested) }
            }
        }
        #expect(Set(durationKeys).isSuperset(of: ["interval", "resume-after", "duration"]))
    }

    @Test func intervalAboveADayIsAnErrorWithTheSuggestion() throws {
        let error = try #require(
            SpecFixtures.compile(Self.spec("interval = 100000\n")).diagnostics.first { $0.code.text == "E0301" })
        #expect(error.message == "`interval` is 100000 s, outside the allowed range 0..86400 s")
        #expect(error.help == "100000 s = 1666 min 40 s; did you mean \"100s\" or \"100000ms\"?")
    }
}
