import CarouselEngine

extension SpecSchema {
    /// The `carousel-spec(5)` man page: every table and key of the format with its type, default,
    /// range and kinds, generated from the descriptors (the same walk as the JSON Schema).
    /// `source` is the footer's program and version (`carousel 0.22.0`).
    public static func manPage(source: String) -> String {
        var lines = [
            Roff.header(name: "carousel-spec", section: 5, source: source, manual: "File Formats"),
            ".SH NAME",
            "carousel-spec \\- the *.carousel.toml spec file format of carousel",
            ".SH DESCRIPTION",
            Roff.paragraphs(
                """
                A spec file is a TOML document (version \(version) of the format) that describes one window
                with one or more carousels. carousel check validates it and explains each problem,
                carousel compile prints it resolved as JSON, and carousel schema prints the JSON Schema
                generated from the same table of keys as this page.
                """),
            ".PP",
            "Each section below is one table; each entry is one key with what its value must be, its",
            "default, its range and the kinds of carousel it applies to.",
            ".SH TABLES",
        ]
        for table in [root] + JSONSchemaBuilder().definitions() {
            lines.append(".SS " + Roff.escaped(table.title.filter { $0 != "`" }))
            lines.append(Roff.escaped(table.doc))
            if let kinds = table.kindNames {
                lines.append(".br")
                lines.append(Roff.escaped("Kinds: " + kinds.joined(separator: ", ") + "."))
            }
            for field in table.fields {
                lines += [".TP", ".B " + Roff.escaped(field.key), Roff.escaped(manEntry(field))]
            }
        }
        lines += [
            ".SH EXAMPLE",
            ".nf",
            "version = 1",
            "",
            "[[carousel]]",
            Roff.escaped("id = \"featured\""),
            "",
            "[[carousel.items]]",
            Roff.escaped("title = \"One\""),
            ".fi",
            ".SH SEE ALSO",
            ".BR carousel (1)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One key's entry: `Format version; must be 1. Type: an integer. Default: `1`. Range: 1..1.`
    static func manEntry(_ field: FieldDescriptor) -> String {
        var text = field.doc + " Type: " + field.expectation + "."
        text += " Default: " + field.defaultText + "."
        if let range = field.boundsText { text += " Range: " + range + "." }
        if let kinds = field.kindNames { text += " Kinds: " + kinds.joined(separator: ", ") + "." }
        return text
    }
}
