import Testing
@testable import CarouselSpec
import SourceDiagnostics

/// `extends` and `[defaults]`: what a spec takes from its theme, and the chain's limits.
@Suite struct SpecInheritanceTests {
    static let theme = """
        [window]
        size = [1024, 600]
        background = "#223344"

        [defaults]
        spacing = 30
        corner-radius = 4

        [defaults.text]
        title-size = 30

        [defaults.stack]
        min-scale = 0.5
        """

    static let carousel = carousel("")

    /// One carousel writing `keys`, with 4 generated items.
    static func carousel(_ keys: String) -> String {
        "[[carousel]]\nid = \"a\"\n" + keys + "[carousel.generate]\ncount = 4\n"
    }

    /// Compiles `spec` as /specs/test.carousel.toml beside `files` (paths under /specs or absolute).
    static func compile(_ spec: String, files: [String: String]) -> SpecCompilation {
        var all: [String: [UInt8]] = [:]
        for (path, text) in files { all[path.hasPrefix("/") ? path : "/specs/" + path] = Array(text.utf8) }
        return SpecFixtures.compile(spec, in: InMemoryFileSystem(files: all))
    }

    @Test func aSpecThatExtendsAThemeGetsItsWindowAndCarouselDefaults() throws {
        let compilation = Self.compile(
            "extends = \"theme.toml\"\n" + Self.carousel("spacing = 10\n"), files: ["theme.toml": Self.theme])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(compilation.baseReports.map(\.file.path) == ["theme.toml"])
        let spec = try #require(compilation.spec)
        #expect(spec.window.size.width == 1024 && spec.window.size.height == 600)
        #expect(spec.window.background == RGBAColor(red: 0x22, green: 0x33, blue: 0x44))
        let engine = try #require(spec.carousels.first).engine
        #expect(engine.spacing == 10)  // the carousel's own key wins
        #expect(engine.cornerRadius == 4)
        let json = try #require(compilation.compiledJSON())
        #expect(json.contains("\"title-size\": 30"))
        #expect(!json.contains("\"defaults\"") && !json.contains("\"extends\""))
    }

    @Test func valuesResolveNearestFirst() throws {
        let spec = "extends = \"theme.toml\"\n[defaults]\nspacing = 12\n[window]\nsize = [800, 500]\n" + Self.carousel
        let compilation = Self.compile(spec, files: ["theme.toml": Self.theme])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let resolved = try #require(compilation.spec)
        #expect(resolved.window.size.width == 800)  // the spec's window key
        #expect(resolved.window.background == RGBAColor(red: 0x22, green: 0x33, blue: 0x44))  // the theme's
        #expect(resolved.carousels.first?.engine.spacing == 12)  // the spec's [defaults] beats the theme's
        #expect(resolved.carousels.first?.engine.cornerRadius == 4)
    }

    @Test func aKeyForAnotherKindIsNotTakenAndADefaultUnusedHereIsNoWarning() {
        // [defaults.stack] means nothing to a paging carousel: no E0205, no "has no effect".
        let compilation = Self.compile("extends = \"theme.toml\"\n" + Self.carousel, files: ["theme.toml": Self.theme])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let own = SpecFixtures.compile("[defaults]\nper-view = 2\n[defaults.marquee]\nspeed = 80\n" + Self.carousel)
        #expect(own.diagnostics.isEmpty, "\(SpecFixtures.describe(own))")
    }

    @Test func aThemeWithoutCarouselsChecksCleanAndHasNothingToRun() {
        let compilation = SpecFixtures.compile(Self.theme)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(compilation.isTheme && compilation.spec == nil && !compilation.hasErrors)
    }

    @Test func aBadValueInTheThemeIsReportedInTheThemeFile() throws {
        let theme = "[window]\nbackground = \"#12\"\n[defaults]\nspacing = -3\n"
        let compilation = Self.compile("extends = \"themes/t.toml\"\n" + Self.carousel, files: ["themes/t.toml": theme])
        #expect(compilation.diagnostics.isEmpty, "the spec's own lines are fine")
        #expect(compilation.hasErrors && compilation.spec == nil)
        let report = try #require(compilation.baseReports.first)
        #expect(report.file.path == "themes/t.toml")
        let lines = report.diagnostics.compactMap { $0.span.map { report.file.location(of: $0.start).line } }
        #expect(report.diagnostics.map(\.code.text) == ["E0302", "E0301"])
        #expect(lines == [2, 4])
    }

    @Test func aMissingBaseIsAnErrorAtTheExtendsLine() throws {
        let compilation = Self.compile("\n\nextends = \"nope.toml\"\n" + Self.carousel, files: [:])
        let error = try #require(compilation.diagnostics.first)
        #expect(error.code.text == "E0390" && compilation.diagnostics.count == 1)
        #expect(compilation.file.location(of: try #require(error.span).start).line == 3)
    }

    @Test func cyclesAreErrorsAtTheSpecsOwnExtends() throws {
        let own = Self.compile("extends = \"test.carousel.toml\"\n" + Self.carousel, files: [:])
        #expect(own.diagnostics.map(\.code.text) == ["E0391"])
        #expect(own.diagnostics.first?.message == "the spec extends itself")
        let pair = Self.compile(
            "extends = \"b.toml\"\n" + Self.carousel, files: ["b.toml": "extends = \"test.carousel.toml\"\n"])
        #expect(pair.diagnostics.map(\.code.text) == ["E0391"])
        #expect(
            pair.diagnostics.first?.message.contains("`test.carousel.toml` -> `b.toml` -> `test.carousel.toml`") == true
        )
        #expect(pair.baseReports.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test func aChainDeeperThanTheLimitStops() {
        var files: [String: String] = [:]
        for level in 1...(SpecBaseChain.maxDepth + 1) { files["t\(level).toml"] = "extends = \"t\(level + 1).toml\"\n" }
        files["t\(SpecBaseChain.maxDepth + 2).toml"] = "[defaults]\nspacing = 1\n"
        let compilation = Self.compile("extends = \"t1.toml\"\n" + Self.carousel, files: files)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0391"])
        #expect(compilation.baseReports.count == SpecBaseChain.maxDepth)
    }

    @Test func aBaseOutsideTheProjectIsNeverReadAndQuotedNowhere() throws {
        let secret = "root:x:0:0:SECRET-LINE:/root:/bin/bash\n"
        let files = CountingFileSystem(
            InMemoryFileSystem(files: ["/etc/passwd": Array(secret.utf8), "/other/theme.toml": Array(Self.theme.utf8)]))
        for written in ["/etc/passwd", "../etc/passwd", "../other/theme.toml"] {
            let compilation = SpecLoader(fileSystem: files, workingDirectory: "/work").compile(
                SourceFile(path: "test.carousel.toml", text: "extends = \"\(written)\"\n" + Self.carousel),
                baseDirectory: "/specs")
            #expect(compilation.diagnostics.map(\.code.text) == ["E0392"])
            #expect(compilation.baseReports.isEmpty)
            let report = DiagnosticReport(files: compilation.reportedFiles)
            for format in DiagnosticFormat.allCases {
                #expect(!format.render(report, options: RenderOptions(color: false)).contains("SECRET"))
            }
        }
        #expect(files.asked("/etc/passwd") == 0 && files.asked("/other/theme.toml") == 0)
    }

    @Test func theProjectIsTheNearestLintConfigsFolderWidenedByProjectRoots() throws {
        let spec = "extends = \"../../shared/theme.toml\"\n" + Self.carousel
        let theme = Array(Self.theme.utf8)
        let plain = InMemoryFileSystem(files: ["/repo/shared/theme.toml": theme])
        let load = { (fileSystem: InMemoryFileSystem) in
            SpecLoader(fileSystem: fileSystem, workingDirectory: "/repo").compile(
                SourceFile(path: "screens/lobby/test.carousel.toml", text: spec), baseDirectory: "/repo/screens/lobby")
        }
        #expect(load(plain).diagnostics.map(\.code.text) == ["E0392"])  // the spec's folder tree only
        var config = plain
        config.files["/repo/.carousel-lint.toml"] = []
        #expect(load(config).diagnostics.isEmpty)  // the config's folder holds the theme
        var narrow = plain
        narrow.files["/repo/screens/.carousel-lint.toml"] = []
        #expect(load(narrow).diagnostics.map(\.code.text) == ["E0392"])
        var widened = plain
        widened.files["/repo/screens/.carousel-lint.toml"] = Array("project-roots = [\"../shared\"]\n".utf8)
        #expect(load(widened).diagnostics.isEmpty)
    }

    @Test func theBoundaryContainsOnlyPathsBelowItsRoots() {
        let boundary = ProjectBoundary(roots: ["/repo/specs/"])
        #expect(boundary.contains("/repo/specs") && boundary.contains("/repo/specs/a/b.toml"))
        #expect(!boundary.contains("/repo/specs-old/a.toml") && !boundary.contains("/repo") && !boundary.contains("a"))
        #expect(!boundary.contains("/repo/specs/../x.toml"))
    }

    @Test func explainedValuesNameWhereEachCameFrom() throws {
        let spec = "extends = \"theme.toml\"\n[defaults]\nper-view = 2\n" + Self.carousel("spacing = 10\n")
        let compilation = Self.compile(spec, files: ["theme.toml": Self.theme])
        let text = try #require(compilation.explainedValues())
        #expect(text.contains("window.background = \"#223344FF\"  # theme.toml:3"))
        #expect(text.contains("carousel[0].spacing = 10  # carousel, line 6"))
        #expect(text.contains("carousel[0].per-view = 2  # [defaults], line 3"))
        #expect(text.contains("carousel[0].corner-radius = 4  # theme.toml:7"))
        #expect(text.contains("carousel[0].text.title-size = 30  # theme.toml:10"))
        #expect(text.contains("carousel[0].indicators = true  # built-in default"))
    }
}
