extension SchemaKeyInfo {
    /// The key's facts as Markdown bullet texts (type, default, range, kinds, values, files): the
    /// one wording that editor hovers, completion docs and the JSON Schema's `x-taplo` docs share.
    package var facts: [String] {
        var facts = ["**Type:** " + expectation, "**Default:** " + defaultText]
        if let boundsText { facts.append("**Range:** " + boundsText) }
        if let softText { facts.append("**Useful range:** \(softText) (values outside are clamped, W0401)") }
        if let bareSecondsLimit {
            facts.append(
                "**Bare numbers:** seconds; \(SchemaCatalog.format(bareSecondsLimit)) or more is probably meant as "
                    + "milliseconds (W0411)")
        }
        if let kinds { facts.append("**Kinds:** " + kinds.joined(separator: ", ")) }
        if case .enumeration(let names) = shape {
            let values = names.map { name in "`\"\(name)\"`" + (enumDocs[name].map { ": " + $0 } ?? "") }
            facts.append("**Values:**\n" + values.map { "  - " + $0 }.joined(separator: "\n"))
        }
        if !shape.fileExtensions.isEmpty {
            facts.append("**Files:** " + shape.fileExtensions.map { "`.\($0)`" }.joined(separator: ", "))
        }
        if referencesCarouselID { facts.append("**Refers to:** the `id` of a `[[carousel]]` in this spec") }
        return facts
    }

    /// The key's documentation as one Markdown text: the sentence, the facts and the docs link.
    /// `title` is the holding table's title (`[carousel.auto]`).
    package func markdown(in title: String) -> String {
        var lines = [doc, ""]
        lines += facts.map { "- " + $0 }
        lines += ["", SpecDocs.link(docsURL, title: title)]
        return lines.joined(separator: "\n")
    }
}
