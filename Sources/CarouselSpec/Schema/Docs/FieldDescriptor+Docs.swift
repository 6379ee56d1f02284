import CarouselEngine

/// A key's facts in words, read straight from its descriptor: the one wording that editor hovers,
/// completion documentation, the JSON Schema's `x-taplo` docs and the `carousel-spec(5)` man page
/// share.
extension FieldDescriptor {
    /// How messages name the type: "an integer", "a duration (...)".
    package var expectation: String { type.expectation }

    /// The default in words: "`16`", "required", "none (absent)", how it is computed, or per kind.
    package var defaultText: String { defaultValue.text }

    /// The hard range in words with its unit ("0..4096", "length 1..200 characters", "count <= 64"),
    /// or nil when the key has none.
    package var boundsText: String? { bounds.map(rangeText) }

    /// What `bounds` limit for this key: the value, a string's length or a list's count.
    func rangeText(_ bounds: Bounds) -> String {
        switch type {
        case .string, .identifier, .template: return "length " + bounds.text + " characters"
        case .colorList, .tables, .opacityStops: return "count " + bounds.text
        case .duration: return bounds.text + " seconds"
        default: return bounds.text
        }
    }

    /// The carousel kinds the key applies to, in documentation order; nil for all.
    package var kindNames: [String]? { kinds.map(SpecSchema.kindNames(of:)) }

    /// True when the key applies to a carousel of `kind` (nil: the kind is unknown, so yes).
    package func applies(to kind: String?) -> Bool {
        guard let kindNames, let kind else { return true }
        return kindNames.contains(kind)
    }

    /// The key's facts as Markdown bullet texts (type, default, range, kinds, values, files).
    /// `table` is the table that holds the key (value docs may be table-specific).
    package func facts(in table: TableDescriptor) -> [String] {
        var facts = ["**Type:** " + expectation, "**Default:** " + defaultText]
        if let boundsText { facts.append("**Range:** " + boundsText) }
        if let soft { facts.append("**Useful range:** \(soft.text) (values outside are clamped, W0401)") }
        if let bareSecondsLimit {
            facts.append(
                "**Bare numbers:** seconds; \(Bounds.format(bareSecondsLimit)) or more is probably meant as "
                    + "milliseconds (W0411)")
        }
        if let kindNames { facts.append("**Kinds:** " + kindNames.joined(separator: ", ")) }
        if case .enumeration(let names) = type {
            let docs = table.valueDocs(of: self)
            let values = names.map { name in "`\"\(name)\"`" + (docs[name].map { ": " + $0 } ?? "") }
            facts.append("**Values:**\n" + values.map { "  - " + $0 }.joined(separator: "\n"))
        }
        if !type.fileExtensions.isEmpty {
            facts.append("**Files:** " + type.fileExtensions.map { "`.\($0)`" }.joined(separator: ", "))
        }
        if referencesCarouselID { facts.append("**Refers to:** the `id` of a `[[carousel]]` in this spec") }
        return facts
    }

    /// The key's documentation as one Markdown text: the sentence, the facts and the link to the
    /// section of docs/spec.md that documents `table`, the table that holds the key.
    package func markdown(in table: TableDescriptor) -> String {
        var lines = [doc, ""]
        lines += facts(in: table).map { "- " + $0 }
        lines += ["", SpecDocs.link(table.docsURL, title: table.title)]
        return lines.joined(separator: "\n")
    }
}

extension SpecSchema {
    /// `kinds` in documentation order (the order of ``CarouselKind/allCases``).
    static func kindNames(of kinds: Set<CarouselKind>) -> [String] {
        CarouselKind.allCases.filter(kinds.contains).map(\.rawValue)
    }
}
