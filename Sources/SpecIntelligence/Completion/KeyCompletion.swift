import CarouselSpec
import SourceDiagnostics

/// Keys of the table at the cursor that are not written yet and apply to the carousel's kind.
struct KeyCompletion {
    let site: CompletionSite

    func candidates(in table: TableDescriptor, present: Set<String>, replacing span: SourceSpan)
        -> [CompletionCandidate]
    {
        let kind = site.carouselKind
        return table.fields.compactMap { key in
            guard !present.contains(key.key), key.applies(to: kind) else { return nil }
            switch key.type {
            case .tables: return nil
            case .table(let nested) where !key.isValueTable && !nested.fields.isEmpty:
                // Sub-tables are written as headers (`[carousel.auto]`); header completion offers them.
                return nil
            default: break
            }
            return CompletionCandidate(
                label: key.key, kind: .key, detail: Self.detail(key),
                documentation: HoverText.key(key, in: table, kind: kind), insertText: Self.insertText(key),
                replaceSpan: span)
        }
    }

    /// `duration · default "5s"`.
    static func detail(_ key: FieldDescriptor) -> String {
        let type: String
        switch key.type {
        case .integer: type = "integer"
        case .number: type = "number"
        case .boolean: type = "boolean"
        case .string, .template: type = "string"
        case .identifier: type = "id"
        case .enumeration(let names): type = names.joined(separator: " | ")
        case .integerOrName(let names): type = (["integer"] + names.map { "\"\($0)\"" }).joined(separator: " | ")
        case .numberOrName(let names): type = (["number"] + names.map { "\"\($0)\"" }).joined(separator: " | ")
        case .integerOrItemID: type = "integer | item id"
        case .color: type = "color"
        case .duration: type = "duration"
        case .imagePath: type = "image path"
        case .fontPath: type = "font path"
        case .integerTuple(let names, _), .numberTuple(let names, _): type = "[" + names.joined(separator: ", ") + "]"
        case .opacityStops: type = "[[distance, opacity], ...]"
        case .colorList: type = "[color, ...]"
        case .lengthList: type = "[points, ...]"
        case .slotLength: type = "points | \"N%\" | \"Nfr\" | \"auto\""
        case .frameLength: type = "points | \"N%\""
        case .table, .lengthOrTable, .tables: type = "table"
        }
        return key.isRequired ? type + " · required" : type
    }

    /// `key = ` (with `{ ` for a table written as one value).
    static func insertText(_ key: FieldDescriptor) -> String {
        switch key.type {
        case .table: return key.key + " = { "
        default: return key.key + " = "
        }
    }
}
