import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// `[carousel.source]`: items from a folder, a CSV or JSON file, or another carousel; the
/// project boundary; problems at their place in the source file; `start` by item id.
@Suite struct ItemSourceTests {
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8, 0, 0, 0, 8,
    ]

    /// Compiles `text` as /specs/test.carousel.toml with `files` (paths below /specs unless absolute).
    func compile(_ text: String, files: [String: String] = [:], pictures: [String] = []) -> SpecCompilation {
        var all: [String: [UInt8]] = [:]
        for (path, content) in files { all[path.hasPrefix("/") ? path : "/specs/" + path] = Array(content.utf8) }
        for path in pictures { all[path.hasPrefix("/") ? path : "/specs/" + path] = Self.png }
        return SpecFixtures.compile(text, in: InMemoryFileSystem(files: all))
    }

    func items(_ compilation: SpecCompilation, carousel: Int = 0) -> [ResolvedItem] {
        guard let items = compilation.spec?.carousels[carousel].items else { return [] }
        return (0..<items.count).compactMap { items.item(at: $0) }
    }

    @Test func aFolderOfFivePicturesGivesFiveItemsInNameOrder() {
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\nfiles = \"photos/*.png\"\n"),
            files: ["photos/notes.txt": "not a picture"],
            pictures: [
                "photos/e-five.png", "photos/a_one.png", "photos/c-three.png", "photos/b-two.png",
                "photos/d_four.png", "other/x.png",
            ])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let items = items(compilation)
        #expect(items.map(\.title) == ["a one", "b two", "c three", "d four", "e five"])
        #expect(items.map(\.id) == ["1", "2", "3", "4", "5"])
        #expect(items.first?.imagePath == "/specs/photos/a_one.png")
    }

    @Test func aGlobWithoutASlashMatchesInEveryFolderBelowTheSpec() {
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\nfiles = \"*.png\"\n"),
            pictures: ["top.png", "deep/er/below.png"])
        #expect(items(compilation).map(\.title) == ["below", "top"])
    }

    @Test func aGlobThatMatchesNothingIsAnError() {
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\nfiles = \"photos/*.jpg\"\n"),
            pictures: ["photos/a.png"])
        #expect(compilation.diagnostics.map(\.code.text) == ["E0382"])
    }

    @Test func csvRowsBecomeItemsWithTheirColumns() {
        let csv =
            "\u{FEFF}id,title,subtitle,color,interval\r\nfirst,\"One, with a comma\",\"say \"\"hi\"\"\",#112233,3\r\n"
            + "second,Two,,red,\r\n"
        let compilation = compile(
            SpecFixtures.carousel("start = \"second\"\n[carousel.source]\ncsv = \"items.csv\"\n"),
            files: ["items.csv": csv])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let items = items(compilation)
        #expect(items.map(\.id) == ["first", "second"])
        #expect(items.map(\.title) == ["One, with a comma", "Two"])
        #expect(items.map(\.subtitle) == ["say \"hi\"", nil])
        #expect(compilation.spec?.carousels[0].engine.start == 1)
    }

    @Test func aBadColourInRowFourIsReportedAtThatRowOfTheCSV() throws {
        let csv = "title,color\nOne,#111\nTwo,#222\nThree,#333\nFour,#12345G\nFive,#555\n"
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\ncsv = \"data/items.csv\"\n"), files: ["data/items.csv": csv])
        #expect(compilation.spec == nil)
        // The spec says where the problem is, at its key.
        let summary = try #require(compilation.diagnostics.first)
        #expect(summary.code.text == "E0383")
        #expect(summary.notes.first == "first: data/items.csv:5:6: invalid color \"#12345G\"")
        // The CSV file gets the diagnostic at row 4's cell (line 5, after the header).
        let source = try #require(compilation.sourceFiles.first)
        #expect(source.file.path == "data/items.csv")
        let problem = try #require(source.diagnostics.first)
        #expect(problem.code.text == "E0302")
        let span = try #require(problem.span)
        #expect(source.file.location(of: span.start) == SourceLocation(line: 5, column: 6))
        #expect(String(decoding: source.file.bytes[span.start..<span.end], as: UTF8.self) == "#12345G")
        #expect(problem.path == "carousel[0].items[3].color")
    }

    @Test func anUnknownColumnIsReportedOnceWithADidYouMean() throws {
        let csv = "title,colour\nOne,#111\nTwo,#222\n"
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\ncsv = \"items.csv\"\n"), files: ["items.csv": csv])
        let source = try #require(compilation.sourceFiles.first)
        #expect(source.diagnostics.map(\.code.text) == ["E0201"])
        #expect(source.diagnostics.first?.help == "did you mean `color`?")
    }

    @Test func malformedCSVAndJSONAreReportedWhereTheyBreak() throws {
        let compilation = compile(
            "[[carousel]]\nid = \"a\"\n[carousel.source]\ncsv = \"a.csv\"\n"
                + "[[carousel]]\nid = \"b\"\n[carousel.source]\njson = \"b.json\"\n"
                + "[[carousel]]\nid = \"c\"\n[carousel.source]\njson = \"c.json\"\n",
            files: ["a.csv": "title\n\"open\n", "b.json": "[{\"title\": \"A\",}]", "c.json": "[{\"title\": \"A\"}, 5]"])
        let files = Dictionary(uniqueKeysWithValues: compilation.sourceFiles.map { ($0.file.path, $0) })
        #expect(compilation.diagnostics.map(\.code.text) == ["E0383", "E0383", "E0383"])
        for (name, line, column) in [("a.csv", 2, 1), ("b.json", 1, 16), ("c.json", 1, 18)] {
            let bundle = try #require(files[name])
            let span = try #require(bundle.diagnostics.first?.span)
            #expect(bundle.diagnostics.first?.code.text == "E0384", "\(name)")
            #expect(bundle.file.location(of: span.start) == SourceLocation(line: line, column: column), "\(name)")
        }
    }

    @Test func jsonElementsBecomeItems() {
        let json = "[{\"title\": \"A\", \"id\": \"a\", \"title-size\": 30}, {\"title\": \"B\", \"subtitle\": null}]"
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\njson = \"items.json\"\n"), files: ["items.json": json])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(items(compilation).map(\.id) == ["a", "2"])
    }

    @Test func aSourceOutsideTheProjectIsAnErrorThatQuotesNothingOfIt() throws {
        let secret = "root:x:0:0:secret line\n"
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\ncsv = \"../etc/passwd\"\n"), files: ["/etc/passwd": secret])
        #expect(compilation.diagnostics.map(\.code.text) == ["E0381"])
        #expect(compilation.sourceFiles.isEmpty)
        let report = DiagnosticReport(files: compilation.reportedFiles)
        for format in [DiagnosticFormat.human, .json, .github, .sarif, .junit, .gitlab] {
            let text = format.render(report, options: RenderOptions(color: false))
            #expect(!text.contains("secret"), "\(format)")
        }
    }

    @Test func aProjectConfigAboveTheSpecWidensTheProject() {
        var files: [String: [UInt8]] = ["/specs/.carousel-lint.toml": []]
        files["/specs/data/items.csv"] = Array("title\nOne\n".utf8)
        let text = SpecFixtures.carousel("[carousel.source]\ncsv = \"../data/items.csv\"\n")
        let compilation = SpecLoader(fileSystem: InMemoryFileSystem(files: files), workingDirectory: "/work")
            .compile(SourceFile(path: "test.carousel.toml", text: text), baseDirectory: "/specs/screens")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(ProjectBoundary(roots: ["/specs"]).contains("/specs/data/items.csv"))
        #expect(!ProjectBoundary(roots: ["/specs"]).contains("/specsx/items.csv"))
    }

    @Test func anUnreadableSourceIsAnErrorAtItsKey() {
        let compilation = compile(SpecFixtures.carousel("[carousel.source]\ncsv = \"missing.csv\"\n"))
        #expect(compilation.diagnostics.map(\.code.text) == ["E0382"])
    }

    @Test func aSourceBesideItemsOrNamingTwoPlacesIsAnError() {
        let both = compile(
            SpecFixtures.carousel("[[carousel.items]]\ntitle = \"x\"\n[carousel.source]\ncsv = \"a.csv\"\n"),
            files: ["a.csv": "title\nOne\n"])
        #expect(both.diagnostics.map(\.code.text) == ["E0380"])
        let two = compile(SpecFixtures.carousel("[carousel.source]\ncsv = \"a.csv\"\njson = \"b.json\"\n"))
        #expect(two.diagnostics.map(\.code.text) == ["E0380"])
    }

    @Test func aCarouselSourceCopiesTheItemsAndFollowsChains() {
        let text =
            "[[carousel]]\nid = \"main\"\n[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"
            + "[[carousel]]\nid = \"strip\"\n[carousel.source]\ncarousel = \"main\"\n"
            + "[[carousel]]\nid = \"third\"\n[carousel.source]\ncarousel = \"strip\"\n"
        let compilation = compile(text)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(items(compilation, carousel: 1).map(\.title) == ["A", "B"])
        #expect(items(compilation, carousel: 2).map(\.title) == ["A", "B"])
    }

    @Test func aMissingOrCyclicCarouselSourceIsAnError() {
        let missing = compile(SpecFixtures.carousel("[carousel.source]\ncarousel = \"mian\"\n"))
        #expect(missing.diagnostics.map(\.code.text) == ["E0385"])
        let cycle = compile(
            "[[carousel]]\nid = \"a\"\n[carousel.source]\ncarousel = \"b\"\n"
                + "[[carousel]]\nid = \"b\"\n[carousel.source]\ncarousel = \"a\"\n")
        #expect(cycle.diagnostics.map(\.code.text) == ["E0385", "E0385"])
    }

    @Test func startTakesAnIdAndWarnsWhereTheReadingsDiffer() throws {
        let three = String(repeating: "[[carousel.items]]\ntitle = \"x\"\n", count: 3)
        let quoted = compile(SpecFixtures.carousel("start = \"2\"\n" + three))
        #expect(quoted.diagnostics.map(\.code.text) == ["W0485"])
        #expect(quoted.spec?.carousels[0].engine.start == 1)
        #expect(quoted.diagnostics.first?.fixIts.first?.edits.first?.replacement == "1")
        let unknown = compile(SpecFixtures.carousel("start = \"nine\"\n" + three))
        #expect(unknown.diagnostics.map(\.code.text) == ["E0386"])
        let written = "[[carousel.items]]\nid = \"2\"\n[[carousel.items]]\nid = \"x\"\n[[carousel.items]]\nid = \"1\"\n"
        #expect(compile(SpecFixtures.carousel("start = 2\n" + written)).diagnostics.map(\.code.text) == ["W0485"])
        #expect(compile(SpecFixtures.carousel("start = 2\n" + three)).diagnostics.isEmpty)
        let agreeing = "[[carousel.items]]\nid = \"0\"\n[[carousel.items]]\nid = \"1\"\n"
        #expect(compile(SpecFixtures.carousel("start = \"1\"\n" + agreeing)).diagnostics.isEmpty)
    }
}
