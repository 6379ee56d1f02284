import JSON

/// Writing input scripts (the demo's `--record`): one event per line, stable formatting.
extension InputScript {
    /// The script as JSON text that ``read(_:)`` reads back to an equal script
    /// (numbers to 4 decimals).
    public func json() -> String {
        let writer = JSONWriter(format: .line)
        var text = "{"
        if let size {
            text += "\"size\": " + writer.text(.array([.number(size.width), .number(size.height)])) + ", "
        }
        text += "\"events\": ["
        for (index, step) in steps.enumerated() {
            text += index == 0 ? "\n  " : ",\n  "
            text += writer.text(Self.value(of: step))
        }
        text += steps.isEmpty ? "]}\n" : "\n]}\n"
        return text
    }

    /// One event as a JSON object: `t`, `type`, then the type's fields.
    static func value(of step: TimedStep) -> JSONValue {
        let event = step.action.scriptEvent
        var members: [(String, JSONValue)] = [("t", .number(step.time)), ("type", .string(event.type.rawValue))]
        for (name, field) in event.fields {
            switch field {
            case .number(let number): members.append((name, .number(number)))
            case .name(let text): members.append((name, .string(text)))
            }
        }
        return .object(members)
    }
}
