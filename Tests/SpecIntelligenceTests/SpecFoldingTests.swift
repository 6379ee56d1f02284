import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecFoldingTests {
    @Test func tablesCarouselsAndMultiLineArraysFold() {
        let text = """
            version = 1
            [window]
            title = "W"
            size = [
              1280,
              800,
            ]
            [[carousel]]
            id = "a"
            [carousel.auto]
            interval = 3
            [[carousel.items]]
            title = "x"
            note = \"\"\"
            two
            lines\"\"\"
            [[carousel]]
            id = "b"
            items = [{ title = "one line" }]

            """
        let source = Marked(text)
        let folds = SpecFolding.ranges(in: text).map { source.slice($0) }
        #expect(
            folds == [
                "[window]\ntitle = \"W\"\nsize = [\n  1280,\n  800,\n]",
                "[\n  1280,\n  800,\n]",
                "[[carousel]]\nid = \"a\"\n[carousel.auto]\ninterval = 3\n[[carousel.items]]\ntitle = \"x\"\n"
                    + "note = \"\"\"\ntwo\nlines\"\"\"",
                "[carousel.auto]\ninterval = 3",
                "[[carousel.items]]\ntitle = \"x\"\nnote = \"\"\"\ntwo\nlines\"\"\"",
                "\"\"\"\ntwo\nlines\"\"\"",
                "[[carousel]]\nid = \"b\"\nitems = [{ title = \"one line\" }]",
            ])
    }

    @Test func incompleteTextFoldsWithoutTrapping() {
        for text in ["[", "[[carousel]]\nitems = [\n{", "a = [\n1,\n", "x = \"\"\"\nopen", ""] {
            for span in SpecFolding.ranges(in: text) {
                #expect(span.start >= 0 && span.start <= span.end && span.end <= text.utf8.count)
            }
        }
    }
}
