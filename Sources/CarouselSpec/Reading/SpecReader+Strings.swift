import SourceDiagnostics
import TOML

extension SpecReader {
    /// The length of an item id, in characters (`[[carousel.items]] id`'s bounds).
    static let itemIDLength = SpecSchema.item.fields[SpecSchema.ItemSlots.id].bounds ?? Bounds.range(1, 64)

    /// Reads a string-typed field: text, id, name, color, path or template.
    mutating func readString(
        _ text: String, field: FieldDescriptor, span: SourceSpan, path makePath: @autoclosure () -> String
    ) -> SpecValue? {
        var path: String { makePath() }
        switch field.type {
        case .string:
            // Scalars never outnumber UTF-8 bytes, so most strings pass on the O(1) byte count.
            if let bounds = field.bounds, !Self.fitsByByteCount(text, bounds) {
                let length = text.unicodeScalars.count
                guard bounds.contains(Double(length)) else {
                    fail(
                        SpecMessages.lengthOutOfRange(field.key, length: length, bounds: bounds, span: span, path: path)
                    )
                    return nil
                }
            }
            return .string(text)
        case .identifier:
            guard Self.isIdentifier(text) else {
                fail(SpecMessages.badIdentifier(text, span: span, path: path))
                return nil
            }
            return .string(text)
        case .enumeration(let allowed), .integerOrName(let allowed), .numberOrName(let allowed):
            guard allowed.contains(text) else {
                fail(SpecMessages.unknownValue(field.key, value: text, allowed: allowed, span: span, path: path))
                return nil
            }
            return .string(text)
        case .integerOrItemID:
            // An item id (`[[carousel.items]] id`), turned into an index once the items are known.
            let length = text.unicodeScalars.count
            guard Self.itemIDLength.contains(Double(length)) else {
                fail(
                    SpecMessages.lengthOutOfRange(
                        field.key, length: length, bounds: Self.itemIDLength, span: span, path: path))
                return nil
            }
            return .string(text)
        case .color:
            switch ColorParser.parse(text) {
            case .success(let color): return .color(color)
            case .failure(let failure):
                fail(SpecMessages.badColor(text, failure: failure, span: span, path: path))
                return nil
            }
        case .imagePath, .fontPath:
            let isFont: Bool
            if case .fontPath = field.type { isFont = true } else { isFont = false }
            let (resolved, problem) = checkedFile(text, isFont: isFont)
            if let problem {
                fail(
                    SpecMessages.badFile(
                        field.key, written: text, resolved: resolved, problem: problem, span: span, path: path))
                return nil
            }
            return .path(resolved)
        case .slotLength:
            guard SlotLengthParser.parse(text) != nil else {
                fail(SpecMessages.badSlotLength(field.key, value: text, span: span, path: path))
                return nil
            }
            return .string(text)
        case .frameLength:
            if let problem = FrameLengthReading.problem(text, field: field, span: span, path: path) {
                fail(problem)
                return nil
            }
            return .string(text)
        case .template:
            let problems = TitleTemplate.parse(text).problems
            for problem in problems {
                fail(SpecMessages.badTemplate(problem, span: innerSpan(problem.range, of: text, in: span), path: path))
            }
            return problems.isEmpty ? .string(text) : nil
        default:
            return nil
        }
    }

    /// The resolved path of a written image or font path and what is wrong with the file, asked of
    /// the file system once per distinct written path (a spec naming the same picture in many items
    /// reads its header once).
    mutating func checkedFile(_ written: String, isFont: Bool) -> (String, FileSignature.Problem?) {
        if let known = (isFont ? checkedFonts : checkedImages)[written] { return known }
        let resolved = files.resolve(written)
        let answer = (resolved, isFont ? files.checkFont(resolved) : files.checkImage(resolved))
        if isFont { checkedFonts[written] = answer } else { checkedImages[written] = answer }
        return answer
    }

    /// True when the length bounds hold whatever the scalar count: at most `max` bytes, and
    /// non-empty when at least one character is required (a non-empty string has a scalar).
    static func fitsByByteCount(_ text: String, _ bounds: Bounds) -> Bool {
        let bytes = text.utf8.count
        guard let max = bounds.max, Double(bytes) <= max else { return false }
        let min = bounds.min ?? 0
        return min <= 0 || (min <= 1 && bytes > 0)
    }

    /// `^[a-z][a-z0-9-]{0,63}$`, checked on bytes.
    static func isIdentifier(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, bytes.count <= 64, first >= 0x61, first <= 0x7A else { return false }
        return bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// The span of `range` (bytes of the string's value) inside the quoted source text, when the
    /// source spells the value literally (no escapes); otherwise the whole value.
    func innerSpan(_ range: Range<Int>, of text: String, in span: SourceSpan) -> SourceSpan {
        let value = Array(text.utf8)
        let start = span.start + 1
        guard span.length == value.count + 2, start + value.count <= file.bytes.count,
            Array(file.bytes[start..<(start + value.count)]) == value
        else { return span }
        return SourceSpan(start: start + range.lowerBound, end: start + range.upperBound)
    }

    /// `[width, height]`: exactly one integer per name, each in its range.
    mutating func readIntegerTuple(
        _ elements: [TOMLValue], names: [String], bounds: [Bounds], field: FieldDescriptor, span: SourceSpan,
        path: String
    ) -> SpecValue? {
        let numbers = readTuple(
            elements, names: names, bounds: bounds, field: field, span: span, path: path, expected: "an integer"
        ) { element -> (Double, String)? in
            guard case .integer(let number) = element.kind else { return nil }
            return (Double(number), String(number))
        }
        return numbers.map { .integers($0.map { Int($0) }) }
    }

    /// An array of numbers, one per name, each inside its own bounds (`image-position = [0.5, 0]`).
    mutating func readNumberTuple(
        _ elements: [TOMLValue], names: [String], bounds: [Bounds], field: FieldDescriptor, span: SourceSpan,
        path: String
    ) -> SpecValue? {
        let numbers = readTuple(
            elements, names: names, bounds: bounds, field: field, span: span, path: path, expected: "a number"
        ) { element -> (Double, String)? in
            switch element.kind {
            case .integer(let value): return (Double(value), Bounds.format(Double(value)))
            case .float(let value): return (value, Bounds.format(value))
            default: return nil
            }
        }
        return numbers.map { .numbers($0) }
    }

    /// The one tuple reader: exactly one element per name, each read by `read` (nil: not the
    /// `expected` kind; else its value and how a message writes it), finite and inside its bounds.
    /// Every problem is reported; nil when there was one.
    private mutating func readTuple(
        _ elements: [TOMLValue], names: [String], bounds: [Bounds], field: FieldDescriptor, span: SourceSpan,
        path: String, expected: String, read: (TOMLValue) -> (Double, String)?
    ) -> [Double]? {
        guard elements.count == names.count else {
            fail(
                SpecMessages.wrongType(
                    field.key, expected: field.type.expectation, found: "an array of \(elements.count) values",
                    span: span, path: path))
            return nil
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard let (number, written) = read(element) else {
                fail(
                    SpecMessages.wrongType(
                        "\(field.key) \(names[index])", expected: expected, found: Self.describe(element),
                        span: element.span, path: elementPath))
                continue
            }
            guard number.isFinite else {
                fail(
                    SpecMessages.notFinite(
                        "\(field.key) \(names[index])", value: number, span: element.span, path: elementPath))
                continue
            }
            guard bounds[index].contains(number) else {
                fail(
                    SpecMessages.outOfRange(
                        "\(field.key) \(names[index])", value: written, bounds: bounds[index],
                        span: element.span, path: elementPath))
                continue
            }
            numbers.append(number)
        }
        guard numbers.count == names.count else { return nil }
        return numbers
    }

    /// An array of colors, counted against the field's bounds.
    mutating func readColorList(_ elements: [TOMLValue], field: FieldDescriptor, span: SourceSpan, path: String)
        -> SpecValue?
    {
        if let bounds = field.bounds, !bounds.contains(Double(elements.count)) {
            fail(
                SpecMessages.countOutOfRange(
                    field.key, count: elements.count, bounds: bounds, what: "colors", span: span, path: path))
            return nil
        }
        var colors: [RGBAColor] = []
        var failed = false
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard case .string(let text) = element.kind else {
                fail(
                    SpecMessages.wrongType(
                        "\(field.key)[\(index)]", expected: FieldType.color.expectation, found: Self.describe(element),
                        span: element.span, path: elementPath))
                failed = true
                continue
            }
            switch ColorParser.parse(text) {
            case .success(let color): colors.append(color)
            case .failure(let failure):
                fail(SpecMessages.badColor(text, failure: failure, span: element.span, path: elementPath))
                failed = true
            }
        }
        return failed ? nil : .colors(colors)
    }
}
