import Testing

@testable import CarouselSpec

/// carousel-spec(5) is generated from the descriptors, and the roff escaping holds.
@Suite struct SpecManPageTests {
    /// Every table (the JSON Schema's walk) has a section and every key an entry with its type.
    @Test func everyTableAndKeyHasAnEntry() {
        let page = SpecSchema.manPage(source: "carousel 9.9.9")
        #expect(page.hasPrefix(".TH CAROUSEL-SPEC 5 \"\" \"carousel 9.9.9\" \"File Formats\"\n"))
        for table in [SpecSchema.root] + JSONSchemaBuilder().definitions() {
            #expect(page.contains("\n.SS " + Roff.escaped(table.title.filter { $0 != "`" }) + "\n"), "\(table.name)")
            for field in table.fields {
                #expect(
                    page.contains(
                        "\n.B " + Roff.escaped(field.key) + "\n" + Roff.escaped(SpecSchema.manEntry(field)) + "\n"),
                    "\(table.name).\(field.key)")
                #expect(SpecSchema.manEntry(field).contains("Type: " + field.type.expectation))
            }
        }
    }

    /// Backslashes, hyphens and a leading dot or quote cannot become roff escapes or requests.
    @Test func roffEscaping() {
        #expect(Roff.escaped("a\\b") == "a\\eb")
        #expect(Roff.escaped("--strict") == "\\-\\-strict")
        #expect(Roff.escaped(".carousel-lint.toml") == "\\&.carousel\\-lint.toml")
        #expect(Roff.escaped("'quoted'") == "\\&'quoted'")
        #expect(Roff.paragraphs("one\ntwo\n\nthree\n  indented") == "one\ntwo\n.PP\n.nf\nthree\n  indented\n.fi")
    }
}
