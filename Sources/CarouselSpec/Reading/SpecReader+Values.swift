import SourceDiagnostics
import TOML

extension SpecReader {
    /// Reads one value against its field; nil (with a diagnostic) when it is unusable.
    mutating func readValue(
        _ value: consuming TOMLValue, field: FieldDescriptor, path makePath: @autoclosure () -> String
    ) -> SpecValue? {
        // The path is only built when there is something to report (or a nested table needs it).
        var path: String { makePath() }
        // Most values of a big spec are strings (titles, ids, colours, paths): straight to them,
        // without matching the field's type and the value's kind as a pair (the switch below
        // would take the same case: no earlier case pairs a string-typed field with a string).
        if field.acceptsString, case .string(let text) = value.kind {
            return readString(text, field: field, span: value.span, path: path)
        }
        if case .tables(let descriptor) = field.type, case .array = value.kind {
            // Handed over whole so the elements can be released one by one as they are read.
            return readTables(consume value, descriptor: descriptor, field: field, path: path)
        }
        let key = field.key
        switch (field.type, value.kind) {
        case (.integer, .integer(let number)), (.integerOrName, .integer(let number)),
            (.integerOrItemID, .integer(let number)), (.slotLength, .integer(let number)):
            // `written`: a 64-bit integer is shown exactly, not as the nearest Double (1e+18).
            return checkNumber(Double(number), field: field, span: value.span, path: path, written: String(number)).map
            { _ in
                .integer(Int(number))
            }
        case (.integer, .float(let number)) where number.isFinite && number == number.rounded():
            fail(
                SpecMessages.wrongType(
                    key, expected: "an integer", found: "float", span: value.span, path: path,
                    help: "write \(Bounds.format(number)) without a fraction",
                    fixIts: [.replace(value.span, with: Bounds.format(number), safety: .safe)]))
            return nil
        case (.slotLength, .float(let number)):
            return checkNumber(number, field: field, span: value.span, path: path).map { .number($0) }
        case (.number, .integer(let number)), (.numberOrName, .integer(let number)),
            (.frameLength, .integer(let number)):
            return checkNumber(Double(number), field: field, span: value.span, path: path, written: String(number)).map
            {
                .number($0)
            }
        case (.number, .float(let number)), (.numberOrName, .float(let number)), (.frameLength, .float(let number)):
            return checkNumber(number, field: field, span: value.span, path: path).map { .number($0) }
        case (.boolean, .boolean(let flag)):
            return .boolean(flag)
        case (.duration, .integer(let number)):
            return readBareDuration(Double(number), written: String(number), field: field, span: value.span, path: path)
        case (.duration, .float(let number)):
            return readBareDuration(
                number, written: Bounds.format(number), field: field, span: value.span, path: path)
        case (.duration, .string(let text)):
            switch DurationParser.parse(text) {
            case .success(let seconds):
                return checkNumber(
                    seconds, field: field, span: value.span, path: path, unit: " s",
                    written: "\"\(text)\" (\(Bounds.format(seconds)) s)"
                ).map { .duration($0) }
            case .failure(let failure):
                fail(SpecMessages.badDuration(key, value: text, failure: failure, span: value.span, path: path))
                return nil
            }
        case (_, .string(let text)) where field.type.acceptsString:
            return readString(text, field: field, span: value.span, path: path)
        case (.integerTuple(let names, let bounds), .array(let elements, _)):
            return readIntegerTuple(elements, names: names, bounds: bounds, field: field, span: value.span, path: path)
        case (.numberTuple(let names, let bounds), .array(let elements, _)):
            return readNumberTuple(elements, names: names, bounds: bounds, field: field, span: value.span, path: path)
        case (.opacityStops, .array(let elements, _)):
            return readOpacityStops(elements, span: value.span, path: path)
        case (.colorList, .array(let elements, _)):
            return readColorList(elements, field: field, span: value.span, path: path)
        case (.lengthList, .array(let elements, _)):
            return readLengthList(elements, field: field, span: value.span, path: path)
        case (.table(let descriptor), .table(let table)), (.lengthOrTable(let descriptor), .table(let table)):
            let read = readTable(table, descriptor: descriptor, path: path, span: table.span)
            // A table missing a required key is unusable as a whole (its default is used instead).
            let complete = descriptor.requiredSlots.allSatisfy { read.slots[$0].value != nil }
            return complete ? .table(read) : nil
        case (.lengthOrTable(let descriptor), .integer), (.lengthOrTable(let descriptor), .float):
            return readUniformTable(value, descriptor: descriptor, key: key, path: path)
        default:
            fail(
                SpecMessages.wrongType(
                    key, expected: field.type.expectation, found: Self.describe(value), span: Self.span(of: value),
                    path: path,
                    help: Self.quotedNumberHelp(value, field: field),
                    fixIts: Self.quotedNumberFixIts(value, field: field)))
            return nil
        }
    }

    /// "integer 3", "string \"x\"", "table" for wrong-type messages.
    static func describe(_ value: TOMLValue) -> String {
        switch value.kind {
        case .integer(let number): return "integer \(number)"
        case .float(let number): return "float \(number)"
        case .boolean(let flag): return "boolean \(flag)"
        case .string(let text): return "string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .array(_, let isArrayOfTables): return isArrayOfTables ? "an array of tables" : "an array"
        case .table: return "a table"
        case .dateTime: return value.typeName
        }
    }

    mutating func fail(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// "write 24 without quotes" when a number was written as a string. The number is written the
    /// way TOML spells it (`".5"` -> 0.5); `"nan"` and `"inf"` get no help, since they are no valid value.
    static func quotedNumberHelp(_ value: TOMLValue, field: FieldDescriptor) -> String? {
        quotedNumber(value, field: field).map { "write \($0) without quotes" }
    }

    /// The fix-it of ``quotedNumberHelp(_:field:)``: the number without its quotes.
    static func quotedNumberFixIts(_ value: TOMLValue, field: FieldDescriptor) -> [FixIt] {
        guard let number = quotedNumber(value, field: field) else { return [] }
        return [.replace(value.span, with: number, safety: .safe)]
    }

    /// The finite number a string in a number key spells, as TOML writes it.
    static func quotedNumber(_ value: TOMLValue, field: FieldDescriptor) -> String? {
        guard case .string(let text) = value.kind, let number = Double(text), number.isFinite else { return nil }
        switch field.type {
        case .number, .integer: return Bounds.format(number)
        default: return nil
        }
    }

    /// Checks finiteness, the hard range (error) and the soft range (warning, clamped); returns the value to use.
    mutating func checkNumber(
        _ number: Double, field: FieldDescriptor, key: String? = nil, span: SourceSpan,
        path makePath: @autoclosure () -> String,
        unit: String = "",
        written: String? = nil
    ) -> Double? {
        var path: String { makePath() }
        let key = key ?? field.key
        guard number.isFinite else {
            fail(SpecMessages.notFinite(key, value: number, span: span, path: path))
            return nil
        }
        var shown: String { written ?? Bounds.format(number) + unit }
        if let bounds = field.bounds, !bounds.contains(number) {
            fail(SpecMessages.outOfRange(key, value: shown, bounds: bounds, unit: unit, span: span, path: path))
            return nil
        }
        if let soft = field.soft, !soft.contains(number) {
            let limit = number < (soft.min ?? number) ? soft.min ?? number : soft.max ?? number
            let below = number < limit
            fail(
                SpecMessages.clamped(
                    key, value: shown, to: Bounds.format(limit) + unit,
                    reason: below
                        ? "the smallest supported value is \(Bounds.format(limit))\(unit)"
                        : "the largest supported value is \(Bounds.format(limit))\(unit)",
                    help: "write \(Bounds.format(limit))\(unit) or \(below ? "more" : "less") to silence this warning",
                    span: span, path: path,
                    // A bare number: durations read it as seconds, lengths as points.
                    fixIts: [.replace(span, with: Bounds.format(limit), safety: .unsafe)]))
            return limit
        }
        return number
    }

    /// A table with every field set to one length (`insets = 12`).
    mutating func readUniformTable(_ value: TOMLValue, descriptor: TableDescriptor, key: String, path: String)
        -> SpecValue?
    {
        var table = SpecTable(descriptor: descriptor, path: path, span: value.span, isWritten: true)
        for (index, field) in descriptor.fields.enumerated() {
            let number: Double
            switch value.kind {
            case .integer(let integer): number = Double(integer)
            case .float(let float): number = float
            default: return nil
            }
            guard let checked = checkNumber(number, field: field, key: key, span: value.span, path: path) else {
                return nil
            }
            table.slots[index] = SpecTable.Slot(value: .number(checked), keySpan: nil, valueSpan: value.span)
        }
        return .table(table)
    }

    /// Reads an array of tables (`[[carousel]]` or an array of inline tables). Each element is
    /// moved out of the array and released once read (when `value` held the only reference).
    mutating func readTables(
        _ value: consuming TOMLValue, descriptor: TableDescriptor, field: FieldDescriptor, path: String
    ) -> SpecValue? {
        let span = value.span
        var elements: [TOMLValue] = []
        if case .array(let array, _) = value.kind { elements = array }
        value = Self.released
        let count = elements.count
        var tables: [SpecTable] = []
        tables.reserveCapacity(count)
        for index in 0..<count {
            var element = Self.released
            swap(&element, &elements[index])
            guard case .table(let table) = element.kind else {
                fail(
                    SpecMessages.wrongType(
                        "\(field.key)[\(index)]", expected: "a table", found: Self.describe(element),
                        span: element.span, path: "\(path)[\(index)]"))
                continue
            }
            element = Self.released
            if let bounds = field.bounds, let max = bounds.max, Double(index) >= max {
                fail(
                    SpecMessages.countOutOfRange(
                        field.key, count: count, bounds: bounds, what: "entries", span: table.span,
                        path: "\(path)[\(index)]"))
                truncatedArrays.insert(path)
                break
            }
            let tableSpan = table.span
            tables.append(readTable(consume table, descriptor: descriptor, path: path, index: index, span: tableSpan))
        }
        if let bounds = field.bounds, let min = bounds.min, Double(count) < min {
            fail(
                SpecMessages.countOutOfRange(
                    field.key, count: count, bounds: bounds, what: "entries", span: span, path: path))
        }
        return .tables(tables)
    }
}

extension FieldType {
    /// True for types written as a TOML string.
    var acceptsString: Bool {
        switch self {
        case .string, .identifier, .enumeration, .integerOrName, .numberOrName, .integerOrItemID, .color, .imagePath,
            .fontPath, .template, .slotLength, .frameLength:
            return true
        default: return false
        }
    }
}
