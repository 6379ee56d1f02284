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
            if rounded == 0 { rounded = 0 }
            return rounded.description
        }
    }

    private func write(_ value: JSONValue, into output: inout [UInt8], level: Int) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .integer(let number): output += String(number).utf8
        case .number(let number): output += self.number(number).utf8
        case .string(let text): JSONStringLiteral.append(text, to: &output)
        case .array(let elements):
            let inline = format.inlineScalarArrays && elements.allSatisfy(\.isScalar)
            writeContainer(
                elements.map { (nil, $0) }, brackets: (0x5B, 0x5D), inline: inline, into: &output, level: level)
        case .object(let members):
            writeContainer(
                members.map { ($0.0, $0.1) }, brackets: (0x7B, 0x7D), inline: false, into: &output, level: level)
        }
    }

    private func writeContainer(
        _ members: [(String?, JSONValue)], brackets: (open: UInt8, close: UInt8), inline: Bool,
        into output: inout [UInt8], level: Int
    ) {
        output.append(brackets.open)
        guard !members.isEmpty else { return output.append(brackets.close) }
        var indent: Int?
        if case .indented(let spaces) = format.layout, !inline { indent = spaces }
        let spaced = format.layout != .compact
        for (position, (key, value)) in members.enumerated() {
            if position > 0 {
                output.append(0x2C)
                if spaced && indent == nil { output.append(0x20) }
            }
            if let indent {
                output.append(0x0A)
                output += repeatElement(0x20, count: indent * (level + 1))
            }
            if let key {
                JSONStringLiteral.append(key, to: &output)
                output.append(0x3A)
                if spaced { output.append(0x20) }
            }
            write(value, into: &output, level: level + 1)
        }
        if let indent {
            output.append(0x0A)
            output += repeatElement(0x20, count: indent * level)
        }
        output.append(brackets.close)
    }
}

extension JSONValue {
    /// The value as text in `format`.
    public func text(_ format: JSONFormat) -> String {
        JSONWriter(format: format).text(self)
    }
}
