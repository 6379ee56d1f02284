import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// W0434: an auto-scroll interval shorter than the reading time of an item's title and subtitle
/// (ReadingTime.wordsPerMinute words a minute).
@Suite struct ReadingTimeRuleTests {
    /// Twelve words: 3.6 s of reading.
    static let twelveWords =
        "title = \"One two three four five six\"\nsubtitle = \"seven eight nine ten eleven twelve\"\n"

    static func spec(auto: String, kind: String = "paging", items: String, window: String = "") -> String {
        window + "[[carousel]]\nid = \"news\"\nkind = \"\(kind)\"\n[carousel.auto]\n" + auto + items
    }

    /// The source text under `span`.
    static func text(_ source: String, _ span: SourceSpan) -> String {
        String(decoding: Array(source.utf8)[span.start..<span.end], as: UTF8.self)
    }

    @Test func wordsAreRunsBetweenSpacesAndReadAtTheSharedPace() {
        #expect(ReadingTime.words(in: "  Storm warning\tfor\nthe coast ") == 5)
        #expect(ReadingTime.words(in: "") == 0)
        #expect(ReadingTime.words(in: "東京の天気") == 1)
        #expect(ReadingTime.seconds(words: ReadingTime.wordsPerMinute) == 60)
    }

    @Test func theCarouselIntervalWarnsOnceAtTheLongestItemWithAFixIt() throws {
        let text = Self.spec(
            auto: "interval = \"3s\"\n",
            items: "[[carousel.items]]\ntitle = \"Short\"\n[[carousel.items]]\nid = \"long\"\n" + Self.twelveWords
                + "[[carousel.items]]\n" + Self.twelveWords)
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0434"], "\(SpecFixtures.describe(compilation))")
        let warning = try #require(compilation.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(
            warning.message == "item `long` has 12 words, about 4 s of reading, but the carousel moves on after 3 s")
        let span = try #require(warning.span)
        #expect(Self.text(text, span) == "\"3s\"")
        #expect(warning.notes.contains("1 more item of this carousel also needs longer"))
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(fixed.contains("interval = \"4s\""))
        let refixed = SpecFixtures.compile(fixed)
        #expect(refixed.diagnostics.isEmpty, "\(SpecFixtures.describe(refixed))")
    }

    /// An item without an id is named by its quoted title (by its position, its default id, only
    /// when the title is empty).
    @Test func anItemWithoutAnIdIsNamedByItsTitle() throws {
        let titled = SpecFixtures.compile(
            Self.spec(auto: "interval = \"3s\"\n", items: "[[carousel.items]]\n" + Self.twelveWords))
        let warning = try #require(titled.diagnostics.first, "\(SpecFixtures.describe(titled))")
        #expect(
            warning.message == "item \"One two three four five six\" has 12 words, about 4 s of reading, "
                + "but the carousel moves on after 3 s")
        let untitled = SpecFixtures.compile(
            Self.spec(
                auto: "interval = \"3s\"\n",
                items: "[[carousel.items]]\ntitle = \"Fine\"\n[[carousel.items]]\ntitle = \"\"\n"
                    + "subtitle = \"one two three four five six seven eight nine ten eleven twelve\"\n"))
        let second = try #require(
            untitled.diagnostics.first { $0.code.text == "W0434" }, "\(SpecFixtures.describe(untitled))")
        #expect(second.message.hasPrefix("item `2` has 12 words"))
    }

    @Test func anItemsOwnIntervalIsCheckedAgainstItsOwnWords() throws {
        let text = Self.spec(
            auto: "interval = \"10s\"\n",
            items: "[[carousel.items]]\n" + Self.twelveWords
                + "interval = \"2s\"\n[[carousel.items]]\ntitle = \"Fine\"\n")
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0434"], "\(SpecFixtures.describe(compilation))")
        let warning = try #require(compilation.diagnostics.first)
        let span = try #require(warning.span)
        #expect(Self.text(text, span) == "\"2s\"")
        #expect(warning.path.hasSuffix("interval"))
    }

    @Test func enoughTimeNoAutoScrollAndMarqueesAreQuiet() {
        let long = "[[carousel.items]]\n" + Self.twelveWords
        let quiet = [
            Self.spec(auto: "interval = \"4s\"\n", items: long),
            Self.spec(auto: "enabled = false\ninterval = \"1s\"\n", items: long),
            Self.spec(auto: "", kind: "marquee", items: long),
        ]
        for text in quiet {
            let codes = SpecFixtures.compile(text).diagnostics.map(\.code.text)
            #expect(!codes.contains("W0434"), "\(text)")
        }
    }

    /// Under reduced motion auto-scroll keeps its interval (issue 24), so a short one still warns.
    @Test func reducedMotionStillChecksTheInterval() {
        let long = "[[carousel.items]]\n" + Self.twelveWords
        let text = Self.spec(auto: "interval = \"1s\"\n", items: long, window: "[window]\nreduced-motion = \"on\"\n")
        #expect(SpecFixtures.compile(text).diagnostics.map(\.code.text).contains("W0434"))
    }

    @Test func anUnwrittenIntervalIsReportedAtTheAutoTableWithoutAFixIt() throws {
        let items = "[[carousel.items]]\ntitle = \"" + String(repeating: "word ", count: 40) + "\"\n"
        let compilation = SpecFixtures.compile(Self.spec(auto: "enabled = true\n", items: items))
        let warning = try #require(compilation.diagnostics.first { $0.code.text == "W0434" })
        #expect(warning.fixIts.isEmpty)
    }
}
