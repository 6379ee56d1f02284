import JSON

/// The toml-test "tagged JSON" encoding of a document: tables become objects, arrays arrays,
/// and every leaf `{"type": "...", "value": "..."}` with the value as a string.
public enum TOMLTaggedJSON {
    /// Encodes `table` (keys in source order) as UTF-8 JSON text.
    public static func encode(_ table: TOMLTable) -> [UInt8] {
        var writer = TaggedJSONWriter()
        writer.write(table)
        writer.output.append(0x0A)
        return writer.output
    }
}

/// Appends tagged JSON to a byte buffer (strings escaped by the JSON module's one escaper).
struct TaggedJSONWriter {
    var output: [UInt8] = []

    mutating func write(_ table: TOMLTable) {
        output.append(UInt8(ascii: "{"))
        for (position, entry) in table.entries.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            writeString(entry.key.name)
            output.append(UInt8(ascii: ":"))
            write(entry.value)
        }
        output.append(UInt8(ascii: "}"))
    }

    mutating func write(_ value: TOMLValue) {
        switch value.kind {
        case .table(let table):
            write(table)
        case .array(let items, _):
            output.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                write(item)
            }
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            leaf("string", text)
        case .integer(let number):
            leaf("integer", String(number))
        case .float(let number):
            leaf("float", Self.floatText(number))
        case .boolean(let flag):
            leaf("bool", flag ? "true" : "false")
        case .dateTime(let dateTime):
            leaf(dateTime.kind.rawValue, dateTime.rfc3339)
        }
    }

    /// `inf`, `-inf`, `nan`, or the shortest text that reads back as the same double.
    static func floatText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        return number.description
    }

    private mutating func leaf(_ type: String, _ value: String) {
        output.append(contentsOf: "{\"type\":\"".utf8)
        output.append(contentsOf: type.utf8)
        output.append(contentsOf: "\",\"value\":".utf8)
        writeString(value)
        output.append(UInt8(ascii: "}"))
    }

    /// A JSON string literal with the required escapes.
    mutating func writeString(_ text: String) {
        JSONStringLiteral.append(text, to: &output)
    }
}
