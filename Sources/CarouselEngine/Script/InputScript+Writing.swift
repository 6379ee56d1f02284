/// Writing input scripts (the demo's `--record`): one event per line, stable formatting.
extension InputScript {
    /// The script as JSON text that ``parse(_:)`` reads back to an equal script (times to 4 decimals).
    public func json() -> String {
        var text = "{"
        if let size {
            text += "\"size\": [\(JSONNumber.format(size.width)), \(JSONNumber.format(size.height))], "
        }
        text += "\"events\": ["
        for (index, event) in events.enumerated() {
            text += index == 0 ? "\n  " : ",\n  "
            text += Self.json(event)
        }
        text += events.isEmpty ? "]}\n" : "\n]}\n"
        return text
    }

    static func json(_ event: Event) -> String {
        var fields = ["\"t\": \(JSONNumber.format(event.time))", "\"type\": \"\(event.kind.rawValue)\""]
        for field in fieldsByKind[event.kind] ?? [] {
            switch field {
            case "x": fields.append("\"x\": \(JSONNumber.format(event.x))")
            case "y": fields.append("\"y\": \(JSONNumber.format(event.y))")
            case "dx": fields.append("\"dx\": \(JSONNumber.format(event.dx))")
            case "dy": fields.append("\"dy\": \(JSONNumber.format(event.dy))")
            case "key": fields.append("\"key\": \(JSONNumber.string(event.key ?? ""))")
            case "width": fields.append("\"width\": \(JSONNumber.format(event.width))")
            case "height": fields.append("\"height\": \(JSONNumber.format(event.height))")
            default: break
            }
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
