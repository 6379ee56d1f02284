import CarouselSpec

/// The Markdown of key and table hovers, and of completion documentation: the schema's facts,
/// worded once.
enum HoverText {
    /// `interval` of `[carousel.auto]`: its doc, type, default, range, kinds, values and docs link.
    static func key(_ key: FieldDescriptor, in table: TableDescriptor, kind: String?) -> String {
        var lines = ["**`\(key.key)`** in " + code(table.title), "", key.doc, ""]
        lines += facts(key, in: table).map { "- " + $0 }
        if let kinds = key.kindNames, let kind, !kinds.contains(kind) {
            lines += ["", "This key has no effect in a `\(kind)` carousel."]
        }
        lines += ["", link(table.docsURL, title: table.title)]
        return lines.joined(separator: "\n")
    }

    /// A key the table does not have: the closest keys it does have, and the list.
    static func unknownKey(_ name: String, in table: TableDescriptor, kind: String?) -> String {
        let names = table.fields.filter { $0.applies(to: kind) }.map(\.key)
        var lines = ["`\(name)` is not a key of " + code(table.title) + " (E0201)."]
        let close = SchemaCatalog.closest(to: name, in: table.fields.map(\.key))
        if !close.isEmpty { lines += ["", "Did you mean " + close.map { "`\($0)`" }.joined(separator: " or ") + "?"] }
        if !names.isEmpty { lines += ["", "**Keys:** " + names.map { "`\($0)`" }.joined(separator: ", ")] }
        return lines.joined(separator: "\n")
    }

    /// The bullet facts of a key (also the documentation of a key completion).
    static func facts(_ key: FieldDescriptor, in table: TableDescriptor) -> [String] { key.facts(in: table) }

    /// A table header: what the table is, which kinds it is for, and its keys.
    static func table(_ table: TableDescriptor, key: FieldDescriptor?, path: ArraySlice<String>, kind: String?)
        -> String
    {
        let written = path.joined(separator: ".")
        var lines = [
            "**" + code(table.title) + "**"
                + (written.isEmpty || table.title.contains(written) ? "" : " (`\(written)`)")
        ]
        lines += ["", key?.doc ?? table.doc]
        let kinds = key?.kindNames ?? table.kindNames
        if let kinds {
            lines += ["", "**Kinds:** " + kinds.joined(separator: ", ")]
            if let kind, !kinds.contains(kind) { lines += ["", "This table has no effect in a `\(kind)` carousel."] }
        }
        let keys = table.fields.filter { $0.applies(to: kind) }.map { "`\($0.key)`" }
        if !keys.isEmpty { lines += ["", "**Keys:** " + keys.joined(separator: ", ")] }
        lines += ["", link(table.docsURL, title: table.title)]
        return lines.joined(separator: "\n")
    }

    /// A table title as Markdown: headers as inline code (`` `frame` `` already is one; "the top
    /// level" is words).
    static func code(_ title: String) -> String {
        title.hasPrefix("[") ? "`" + title + "`" : title
    }

    /// `[docs/spec.md: \[carousel.auto\]](url)`.
    static func link(_ url: String, title: String) -> String { SpecDocs.link(url, title: title) }
}
