import CarouselSpec

/// The Markdown of key and table hovers, and of completion documentation: the schema's facts,
/// worded once.
enum HoverText {
    /// `interval` of `[carousel.auto]`: its doc, type, default, range, kinds, values and docs link.
    static func key(_ key: SchemaKeyInfo, in table: SchemaTableInfo, kind: String?) -> String {
        var lines = ["**`\(key.key)`** in `\(table.title)`", "", key.doc, ""]
        lines += facts(key).map { "- " + $0 }
        if let kinds = key.kinds, let kind, !kinds.contains(kind) {
            lines += ["", "This key has no effect in a `\(kind)` carousel."]
        }
        lines += ["", link(key.docsURL, title: table.title)]
        return lines.joined(separator: "\n")
    }

    /// The bullet facts of a key (also the documentation of a key completion).
    static func facts(_ key: SchemaKeyInfo) -> [String] {
        var facts = ["**Type:** " + key.expectation, "**Default:** " + key.defaultText]
        if let bounds = key.boundsText { facts.append("**Range:** " + bounds) }
        if let soft = key.softText { facts.append("**Useful range:** \(soft) (values outside are clamped, W0401)") }
        if let limit = key.bareSecondsLimit {
            facts.append(
                "**Bare numbers:** seconds; \(SchemaCatalog.format(limit)) or more is probably meant as milliseconds "
                    + "(W0411)")
        }
        if let kinds = key.kinds { facts.append("**Kinds:** " + kinds.joined(separator: ", ")) }
        if case .enumeration(let names) = key.shape {
            let values = names.map { name in "`\"\(name)\"`" + (key.enumDocs[name].map { ": " + $0 } ?? "") }
            facts.append("**Values:**\n" + values.map { "  - " + $0 }.joined(separator: "\n"))
        }
        if !key.shape.fileExtensions.isEmpty {
            facts.append("**Files:** " + key.shape.fileExtensions.map { "`.\($0)`" }.joined(separator: ", "))
        }
        if key.referencesCarouselID { facts.append("**Refers to:** the `id` of a `[[carousel]]` in this spec") }
        return facts
    }

    /// A table header: what the table is, which kinds it is for, and its keys.
    static func table(_ table: SchemaTableInfo, key: SchemaKeyInfo?, path: ArraySlice<String>, kind: String?) -> String {
        let written = path.joined(separator: ".")
        var lines = ["**`\(table.title)`**" + (written.isEmpty || table.title.contains(written) ? "" : " (`\(written)`)")]
        lines += ["", key?.doc ?? table.doc]
        if key?.doc != nil, key?.doc != table.doc { lines += ["", table.doc] }
        let kinds = key?.kinds ?? table.kinds
        if let kinds {
            lines += ["", "**Kinds:** " + kinds.joined(separator: ", ")]
            if let kind, !kinds.contains(kind) { lines += ["", "This table has no effect in a `\(kind)` carousel."] }
        }
        let keys = table.keys.filter { $0.applies(to: kind) }.map { "`\($0.key)`" }
        if !keys.isEmpty { lines += ["", "**Keys:** " + keys.joined(separator: ", ")] }
        lines += ["", link(table.docsURL, title: table.title)]
        return lines.joined(separator: "\n")
    }

    /// `[docs/spec.md: [carousel.auto]](url)`.
    static func link(_ url: String, title: String) -> String {
        var shown = ""
        for character in title where character != "`" {
            if character == "[" || character == "]" { shown.append("\\") }
            shown.append(character)
        }
        return "[docs/spec.md: \(shown)](\(url))"
    }
}
