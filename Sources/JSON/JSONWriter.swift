/// Writes ``JSONValue``s as UTF-8 text in a ``JSONFormat``; the same value always gives the same bytes.
public struct JSONWriter: Sendable {
    /// Layout and number style.
    public let format: JSONFormat

    /// Creates a writer.
    public init(format: JSONFormat = .compact) {
        self.format = format
    }

    /// The value as text.
    public func text(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value's UTF-8 text to `output` (bytes, not `String`: much faster to grow).
    public func write(_ value: JSONValue, into output: inout [UInt8]) {
        write(value, into: &output, level: 0)
    }

    /// The text of one number in this writer's style (`null` when not finite).
    public func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        switch format.numbers {
        case .shortest:
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .rounded(let decimals):
            var scale = 1.0
            for _ in 0..<max(0, decimals) { scale *= 10 }
            var rounded = (value * scale).rounded() / scale
            // Beyond about 1.8e304, `value * scale` overflows: such a value has no decimals to round.
            if !rounded.isFinite { rounded = value }
            if rounded == 0 { rounded = 0 }
            return rounded.description
        }
    }

    /// Appends `value` as the text of a value nested `level` containers deep (its lines indented to match).
    func write(_ value: JSONValue, into output: inout [UInt8], level: Int) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .integer(let number): output += String(number).utf8
        case .largeInteger(let text): output += text.utf8
        case .number(let number): output += self.number(number).utf8
        case .string(let text): JSONStringLiteral.append(text, to: &output)
        case .array(let elements):
            let indent = indentation(inline: format.inlineScalarArrays && elements.allSatisfy(\.isScalar))
            output.append(0x5B)
            for (position, element) in elements.enumerated() {
                separate(position, indent: indent, level: level, into: &output)
                write(element, into: &output, level: level + 1)
            }
            close(0x5D, empty: elements.isEmpty, indent: indent, level: level, into: &output)
        case .object(let members):
            let indent = indentation(inline: false)
            output.append(0x7B)
            for (position, (key, member)) in members.enumerated() {
                separate(position, indent: indent, level: level, into: &output)
                JSONStringLiteral.append(key, to: &output)
                output.append(0x3A)
                if format.layout != .compact { output.append(0x20) }
                write(member, into: &output, level: level + 1)
            }
            close(0x7D, empty: members.isEmpty, indent: indent, level: level, into: &output)
        }
    }

    /// Spaces per level when elements go on their own lines, nil when they stay on one line.
    func indentation(inline: Bool) -> Int? {
        if case .indented(let spaces) = format.layout, !inline { return spaces }
        return nil
    }

    /// The comma before every element but the first, then a space or a new indented line.
    func separate(_ position: Int, indent: Int?, level: Int, into output: inout [UInt8]) {
        if position > 0 {
            output.append(0x2C)
            if indent == nil && format.layout != .compact { output.append(0x20) }
        }
        if let indent {
            output.append(0x0A)
            output += repeatElement(0x20, count: indent * (level + 1))
        }
    }

    /// The closing bracket, on its own line when the elements were.
    func close(_ bracket: UInt8, empty: Bool, indent: Int?, level: Int, into output: inout [UInt8]) {
        if let indent, !empty {
            output.append(0x0A)
            output += repeatElement(0x20, count: indent * level)
        }
        output.append(bracket)
    }
}

extension JSONValue {
    /// The value as text in `format`.
    public func text(_ format: JSONFormat) -> String {
        JSONWriter(format: format).text(self)
    }
}
