import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// Every kind of fix-it the compiler offers: applying it to the source removes the diagnostic.
@Suite struct SpecFixItTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var code: String
        var fixCount: Int
        var testDescription: String { name }
    }

    static func carousel(_ body: String) -> String {
        "[[carousel]]\nid = \"main\"\n" + body + "[[carousel.items]]\ntitle = \"One\"\n"
    }

    static let cases: [Case] = [
        Case(name: "unknown key", source: carousel("spaceing = 24\n"), code: "E0201", fixCount: 1),
        Case(name: "unknown table", source: carousel("[carousel.atuo]\ninterval = 3\n"), code: "E0201", fixCount: 1),
        Case(name: "unknown value", source: carousel("kind = \"pagin\"\n"), code: "E0303", fixCount: 1),
        Case(
            name: "unknown color name",
            source: "[[carousel]]\nid = \"main\"\n[[carousel.items]]\ntitle = \"One\"\ncolor = \"whte\"\n",
            code: "E0302", fixCount: 1),
        Case(name: "quoted number", source: carousel("spacing = \"24\"\n"), code: "E0202", fixCount: 1),
        Case(
            name: "float for an integer", source: "[[carousel]]\nid = \"main\"\n[carousel.generate]\ncount = 3.0\n",
            code: "E0202", fixCount: 1),
        Case(
            name: "invalid id", source: "[[carousel]]\nid = \"Main Page\"\n[[carousel.items]]\ntitle = \"One\"\n",
            code: "E0302", fixCount: 1),
        Case(
            name: "clamped interval", source: carousel("[carousel.auto]\ninterval = \"500ms\"\n"), code: "W0401",
            fixCount: 1),
        Case(name: "clamped corner radius", source: carousel("corner-radius = 1000\n"), code: "W0401", fixCount: 1),
        Case(
            name: "infinite on a stack", source: carousel("kind = \"stack\"\ninfinite = false\n"), code: "E0205",
            fixCount: 1),
        Case(
            name: "table for another kind",
            source: carousel("kind = \"paging\"\n[carousel.stack]\naspect-ratio = 1.4\n"),
            code: "E0205", fixCount: 1),
        Case(
            name: "key for the other animation",
            source: carousel("[carousel.snap]\nanimation = \"spring\"\nduration = \"300ms\"\n"), code: "W0402",
            fixCount: 2),
        Case(
            name: "duration on a stack",
            source: carousel("kind = \"stack\"\n[carousel.snap]\nanimation = \"ease-out\"\nduration = \"300ms\"\n"),
            code: "W0402", fixCount: 1),
        Case(
            name: "image without alt",
            source: "[[carousel]]\nid = \"main\"\n[[carousel.items]]\nimage = \"\(SpecFixtures.packageRoot)"
                + "/Assets/images/sunrise.png\"\n",
            code: "W0432", fixCount: 1),
        Case(
            name: "image without alt in an inline table",
            source: "[[carousel]]\nid = \"main\"\nitems = [{ image = \"\(SpecFixtures.packageRoot)"
                + "/Assets/images/sunrise.png\" }]\n",
            code: "W0432", fixCount: 1),
        Case(name: "capitalised boolean", source: carousel("infinite = True\n"), code: "E0101", fixCount: 1),
        Case(name: "unquoted string", source: carousel("title = Featured\n"), code: "E0101", fixCount: 1),
        Case(
            name: "trailing comma in an inline table",
            source: carousel("frame = { x = 0, y = 0, width = 800, height = 300, }\n"), code: "E0101", fixCount: 1),
        Case(
            name: "hex color without #",
            source: "[[carousel]]\nid = \"main\"\n[[carousel.items]]\ntitle = \"One\"\ncolor = \"0A84FF\"\n",
            code: "E0302", fixCount: 1),
        Case(
            name: "missing id", source: "[[carousel]]\ntitle = \"Top\"\n[[carousel.items]]\ntitle = \"One\"\n",
            code: "E0203", fixCount: 1),
        Case(
            name: "missing count", source: "[[carousel]]\nid = \"main\"\n[carousel.generate]\ntitle = \"T {n}\"\n",
            code: "E0203", fixCount: 1),
        Case(
            name: "missing comma in an array", source: "[window]\nsize = [1280 800]\n" + carousel(""), code: "E0101",
            fixCount: 1),
        Case(
            name: "missing comma in an inline table",
            source: carousel("frame = { x = 0 y = 0, width = 800, height = 300 }\n"), code: "E0101", fixCount: 1),
        Case(name: "unquoted word like a number", source: carousel("title = nano\n"), code: "E0101", fixCount: 1),
        Case(
            name: "table header for an array of tables", source: carousel("") + "[carousel]\nid = \"b\"\n",
            code: "E0103", fixCount: 1),
        Case(
            name: "frame outside the window",
            source: carousel("frame = { x = 900, y = 0, width = 600, height = 400 }\n"), code: "E0305", fixCount: 1),
        Case(
            name: "title above the window",
            source: carousel("title = \"Top\"\nframe = { x = 0, y = 0, width = 1280, height = 800 }\n"),
            code: "E0306", fixCount: 1),
        Case(
            name: "page larger than the frame", source: carousel("page-size = { width = 2000, height = 900 }\n"),
            code: "E0307", fixCount: 1),
        Case(
            name: "focus card larger than the frame",
            source: carousel(
                "kind = \"focus\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\nindicators = false\n"
                    + "[carousel.focus]\nitem-size = { width = 200, height = 900 }\n"),
            code: "E0307", fixCount: 1),
        Case(
            name: "marquee item longer than the frame",
            source: carousel("kind = \"marquee\"\n[carousel.marquee]\nitem-extent = 2000\n"), code: "E0307",
            fixCount: 1),
    ]

    @Test(arguments: cases) func everyFixRemovesItsDiagnostic(testCase: Case) throws {
        let compilation = SpecFixtures.compile(testCase.source)
        let diagnostic = try #require(
            compilation.diagnostics.first { $0.code.text == testCase.code }, "\(SpecFixtures.describe(compilation))")
        #expect(diagnostic.fixIts.count == testCase.fixCount, "\(diagnostic.fixIts)")
        for fixIt in diagnostic.fixIts {
            let fixed = fixIt.apply(to: testCase.source)
            let again = SpecFixtures.compile(fixed)
            #expect(
                !again.diagnostics.contains { $0.code.text == testCase.code },
                "\(fixIt.message):\n\(fixed)\n\(SpecFixtures.describe(again))")
        }
    }

    @Test func everyDidYouMeanNameIsAFix() throws {
        let compilation = SpecFixtures.compile(Self.carousel("[carousel.snap]\nanimation = \"easeout\"\n"))
        let diagnostic = try #require(compilation.diagnostics.first { $0.code == DiagnosticCode.unknownValue.id })
        #expect(diagnostic.help == "did you mean `ease-out`?")
        #expect(diagnostic.fixIts.map(\.message) == ["replace with `\"ease-out\"`"])
    }

    @Test func suggestionsWithoutAnExactReplacementHaveNoFix() {
        let compilation = SpecFixtures.compile(Self.carousel("[carousel.auto]\ninterval = \"3 parsecs\"\n"))
        #expect(compilation.diagnostics.count == 1)
        #expect(compilation.diagnostics.allSatisfy { $0.fixIts.isEmpty })
    }
}
