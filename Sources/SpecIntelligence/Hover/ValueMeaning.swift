import CarouselSpec

/// What a written value means for its key: seconds for a duration, the sRGB of a color, what an
/// enum value does, a size in points, the path an image resolves to.
struct ValueMeaning {
    let key: FieldDescriptor
    let table: TableDescriptor
    let kind: String?

    /// The hover text of a whole value.
    func describe(_ value: ScannedValue) -> String {
        let meaning: String
        switch key.type {
        case .duration: meaning = duration(value)
        case .color: meaning = color(value)
        case .enumeration(let names): meaning = enumeration(value, names: names)
        case .integerOrName(let names), .numberOrName(let names):
            meaning = value.string == nil ? number(value) : enumeration(value, names: names)
        case .integerOrItemID:
            meaning = value.string.map { "the item whose id is \"\($0)\"" } ?? number(value)
        case .integer, .number: meaning = number(value)
        case .boolean: meaning = boolean(value)
        case .imagePath, .fontPath: meaning = path(value)
        case .template: meaning = template(value)
        case .identifier: meaning = identifier(value)
        case .string: meaning = text(value)
        case .integerTuple(let names, _), .numberTuple(let names, _): meaning = tuple(value, names: names)
        case .frameLength: meaning = value.string == nil ? number(value) : "`\(key.key)`: " + key.expectation + "."
        case .slotLength: meaning = value.string == nil ? number(value) : "`\(key.key)`: " + key.expectation + "."
        case .lengthOrTable: meaning = value.string == nil ? number(value) : unexpected(value)
        case .table: meaning = rectangle(value) ?? "`\(key.key)`: " + key.expectation + "."
        case .tables, .opacityStops, .colorList, .lengthList: meaning = "`\(key.key)`: " + key.expectation + "."
        }
        return meaning + "\n\n" + footer
    }

    /// The hover text of one element of an array value.
    func element(_ value: ScannedValue, at index: Int) -> String {
        switch key.type {
        case .colorList: return color(value) + "\n\n" + footer
        case .integerTuple(let names, _), .numberTuple(let names, _):
            let name = names.indices.contains(index) ? names[index] : "element \(index + 1)"
            return "`\(name)` = " + written(value) + "\n\n" + footer
        case .opacityStops: return "Opacity stop \(index + 1): `[distance, opacity]`.\n\n" + footer
        default: return describe(value)
        }
    }

    /// The key's name and doc, under the value's meaning.
    var footer: String { "**`\(key.key)`** in " + HoverText.code(table.title) + ": " + key.doc }

    func written(_ value: ScannedValue) -> String {
        switch value.kind {
        case .string(let text, _, _):
            let shown = "\"" + Self.shortened(text) + "\""
            return shown.contains("`") ? "`` " + shown + " ``" : "`" + shown + "`"
        case .bare(let text): return "`\(text)`"
        case .inlineTable: return "`{ ... }`"
        case .array: return "`[ ... ]`"
        }
    }

    /// Text short enough for one line of a hover: the first line, at most 60 characters.
    static func shortened(_ text: String) -> String {
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        if firstLine.count == text.count, text.count <= 60 { return text }
        return String(firstLine.prefix(60)) + "…"
    }

    func unexpected(_ value: ScannedValue) -> String {
        written(value) + " is not " + key.expectation + "."
    }

    func duration(_ value: ScannedValue) -> String {
        if let text = value.string {
            guard let seconds = SchemaCatalog.durationSeconds(text) else {
                let units = SchemaCatalog.durationUnits.map { "`\($0.name)`" }.joined(separator: ", ")
                return written(value) + " is not a duration: write a number and a unit (\(units)), such as `\"2.5s\"`."
            }
            return written(value) + " = **" + spelled(seconds) + "**" + range(seconds)
        }
        guard case .bare(let text) = value.kind, let seconds = BareValue.number(text) else { return unexpected(value) }
        var line =
            written(value) + " = **" + spelled(seconds) + "**: a bare number in a duration key is read as seconds"
        if let limit = key.bareSecondsLimit, seconds >= limit {
            let millis = SchemaCatalog.format(seconds / 1000)
            line += ". That is long; if you meant milliseconds, write `\"\(millis)s\"` or `\"\(text)ms\"` (W0411)"
        }
        return line + range(seconds)
    }

    func spelled(_ seconds: Double) -> String {
        if seconds.isFinite, seconds > 0, seconds < 1 {
            return SchemaCatalog.format(seconds) + " seconds (" + SchemaCatalog.format(seconds * 1000) + " ms)"
        }
        let text = SchemaCatalog.spelledSeconds(seconds)
        return seconds == 1 ? "1 second" : text.replacingFirstUnit()
    }

    /// ` (outside 0..600 seconds)` or `` when the number is in range.
    func range(_ number: Double) -> String {
        guard let range = key.bounds, let bounds = key.boundsText else { return "." }
        guard range.contains(number) else { return ", outside the allowed range \(bounds) (E0301)." }
        if let soft = key.soft, !soft.contains(number) {
            return ", outside the useful range \(soft.text): it is clamped into it (W0401)."
        }
        return ", within \(bounds)."
    }

    func color(_ value: ScannedValue) -> String {
        guard let text = value.string else { return unexpected(value) }
        guard let color = SchemaCatalog.color(text) else {
            return written(value) + " is not a color: write `#RRGGBB` (or `#RGB`, `#RGBA`, `#RRGGBBAA`) or a name: "
                + NamedColors.names.joined(separator: ", ") + "."
        }
        return written(value) + " = " + ColorText.describe(color)
    }

    func enumeration(_ value: ScannedValue, names: [String]) -> String {
        guard let text = value.string, names.contains(text) else {
            return written(value) + " is not one of " + names.map { "`\"\($0)\"`" }.joined(separator: ", ") + "."
        }
        return written(value) + ": " + (table.valueDocs(of: key)[text] ?? "one of the allowed values.")
    }

    func number(_ value: ScannedValue) -> String {
        guard case .bare(let text) = value.kind, let number = BareValue.number(text) else { return unexpected(value) }
        if case .integer = key.type, !BareValue.isInteger(text) { return written(value) + " is not an integer." }
        return written(value) + range(number)
    }

    func boolean(_ value: ScannedValue) -> String {
        guard case .bare(let text) = value.kind, let flag = BareValue.boolean(text) else { return unexpected(value) }
        return "`\(flag)`: " + (flag ? "on." : "off.")
    }

    func path(_ value: ScannedValue) -> String {
        guard let text = value.string else { return unexpected(value) }
        let normalized = PathText.normalized(text)
        var line = written(value)
        line +=
            normalized.hasPrefix("/")
            ? " is an absolute path" : " resolves to `\(normalized)`, relative to the spec's folder"
        let extensions = key.type.fileExtensions
        if !extensions.isEmpty, !extensions.contains(PathText.fileExtension(of: normalized)) {
            line += "; it must end in " + extensions.map { "`.\($0)`" }.joined(separator: ", ")
        }
        return line + "."
    }

    func identifier(_ value: ScannedValue) -> String {
        guard let text = value.string else { return unexpected(value) }
        let valid = IdentifierText.isValid(text)
        if key.referencesCarouselID { return written(value) + ": the carousel with this `id`." }
        return written(value)
            + (valid
                ? ": the carousel's id."
                : " is not a valid id: a lower-case letter, then up to 63 "
                    + "lower-case letters, digits or dashes.")
    }

    func text(_ value: ScannedValue) -> String {
        guard let text = value.string else { return unexpected(value) }
        let count = text.count
        return written(value) + ": \(count) character" + (count == 1 ? "" : "s") + "."
    }

}
