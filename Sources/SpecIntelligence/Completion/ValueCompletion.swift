import CarouselSpec
import SourceDiagnostics

/// Values for the key being typed: enum names, booleans, colors, carousel ids and file paths.
struct ValueCompletion {
    let site: CompletionSite
    /// The table that holds the key (its value docs may be the table's own).
    let table: TableDescriptor

    /// Candidates where no quote is typed yet: quoted names are inserted with their quotes.
    func bare(for key: FieldDescriptor, inArray: Bool, replacing span: SourceSpan) -> [CompletionCandidate] {
        switch key.type {
        case .boolean:
            return [true, false].map { flag in
                CompletionCandidate(
                    label: String(flag), kind: .value, detail: key.defaultText.contains(String(flag)) ? "default" : nil,
                    documentation: key.doc, insertText: String(flag), replaceSpan: span)
            }
        case .colorList where !inArray:
            return []
        case .integer, .number, .duration, .integerTuple, .numberTuple, .opacityStops, .lengthOrTable, .template:
            return defaultValue(of: key, replacing: span)
        default:
            return names(for: key, quoted: true, replacing: span)
        }
    }

    /// The key's default as a candidate, when it is one constant (`spacing = 16`).
    func defaultValue(of key: FieldDescriptor, replacing span: SourceSpan) -> [CompletionCandidate] {
        let text = key.defaultText
        guard text.count > 2, text.first == "`", text.last == "`", text.filter({ $0 == "`" }).count == 2 else {
            return []
        }
        let value = String(text.dropFirst().dropLast())
        return [
            CompletionCandidate(
                label: value, kind: .value, detail: "default", documentation: key.doc, insertText: value,
                replaceSpan: span)
        ]
    }

    /// Units for a number typed in a duration string: `"2.5` → `2.5s`, `2.5ms`, `2.5min`.
    func durationUnits(for key: FieldDescriptor, typed: String, replacing span: SourceSpan) -> [CompletionCandidate] {
        guard !typed.isEmpty, typed.allSatisfy({ $0.isNumber || $0 == "." }), let number = Double(typed) else {
            return []
        }
        return SchemaCatalog.durationUnits.map { unit in
            let seconds = SchemaCatalog.format(number * unit.seconds)
            return CompletionCandidate(
                label: typed + unit.name, kind: .value, detail: seconds + " s",
                documentation: "`\"\(typed)\(unit.name)\"` = \(seconds) seconds", insertText: typed + unit.name,
                replaceSpan: span)
        }
    }

    /// Candidates inside a quoted string whose content starts at `contentStart`.
    func quoted(for key: FieldDescriptor, contentStart: Int) -> [CompletionCandidate] {
        if !key.type.fileExtensions.isEmpty {
            return FileCompletion(site: site).candidates(for: key, contentStart: contentStart)
        }
        let span = site.quotedSpan(from: contentStart, contentStart: contentStart)
        if case .duration = key.type {
            let typed = String(decoding: site.bytes[min(contentStart, site.cursor)..<site.cursor], as: UTF8.self)
            return durationUnits(for: key, typed: typed, replacing: span)
        }
        return names(for: key, quoted: false, replacing: span)
    }

    /// Enum values, color names or carousel ids for `key`.
    func names(for key: FieldDescriptor, quoted: Bool, replacing span: SourceSpan) -> [CompletionCandidate] {
        func text(_ name: String) -> String { quoted ? "\"\(name)\"" : name }
        switch key.type {
        case .enumeration(let names), .integerOrName(let names), .numberOrName(let names):
            let valueDocs = table.valueDocs(of: key)
            return names.map { name in
                CompletionCandidate(
                    label: name, kind: .value, detail: key.defaultText.contains("\"\(name)\"") ? "default" : nil,
                    documentation: valueDocs[name], insertText: text(name), replaceSpan: span)
            }
        case .color, .colorList:
            return NamedColors.all.map { named in
                CompletionCandidate(
                    label: named.name, kind: .color, detail: ColorText.hex(named.color),
                    documentation: "`\"\(named.name)\"` = " + ColorText.describe(named.color),
                    insertText: text(named.name),
                    replaceSpan: span)
            }
        case .slotLength, .frameLength:
            let examples: [String]
            if case .frameLength = key.type {
                examples = FrameLengthReading.examples
            } else {
                examples = SlotLengthParser.examples
            }
            return examples.map { example in
                CompletionCandidate(
                    label: example, kind: .value, detail: nil, documentation: key.doc, insertText: text(example),
                    replaceSpan: span)
            }
        case .identifier where key.referencesCarouselID:
            return site.resolver.carouselIDs().map { carousel in
                CompletionCandidate(
                    label: carousel.id, kind: .reference, detail: "carousel",
                    documentation: "The `[[carousel]]` with `id = \"\(carousel.id)\"`.", insertText: text(carousel.id),
                    replaceSpan: span)
            }
        default:
            return []
        }
    }
}
