/// Reading input scripts, with line/column errors for every problem.
extension InputScript {
    /// Latest event time a script may use, in seconds: one day, so a simulation always ends.
    public static let maximumEventTime: Double = 86_400

    /// Parses a script; throws the first problem with its line and column.
    public static func parse(_ text: String) throws(JSONInputError) -> InputScript {
        let root = try JSONReader.parse(text)
        guard case .object(let members) = root.content else {
            throw JSONInputError(
                line: root.line, column: root.column,
                message: "an input script is an object with \"events\", found \(root.typeName)")
        }
        for member in members where member.key != "size" && member.key != "events" {
            throw JSONInputError(
                line: member.value.line, column: member.value.column,
                message: "unknown member \"\(member.key)\"; an input script has \"size\" and \"events\"")
        }
        var size: Size?
        if let value = root["size"] {
            guard case .array(let pair) = value.content, pair.count == 2, let w = pair[0].number,
                let h = pair[1].number, w > 0, h > 0
            else {
                throw JSONInputError(
                    line: value.line, column: value.column,
                    message: "\"size\" must be [width, height] with positive numbers")
            }
            size = Size(width: w, height: h)
        }
        guard let list = root["events"] else {
            throw JSONInputError(
                line: root.line, column: root.column, message: "missing \"events\" (an array of events)")
        }
        guard case .array(let items) = list.content else {
            throw JSONInputError(
                line: list.line, column: list.column, message: "\"events\" must be an array, found \(list.typeName)")
        }
        var events: [Event] = []
        events.reserveCapacity(items.count)
        var lastTime = 0.0
        for item in items {
            let event = try parseEvent(item)
            if event.time < lastTime {
                throw JSONInputError(
                    line: item.line, column: item.column,
                    message:
                        "event time \(event.time) is earlier than the previous event's \(lastTime); times must not decrease"
                )
            }
            lastTime = event.time
            events.append(event)
        }
        return InputScript(size: size, events: events)
    }

    static let fieldsByKind: [Kind: [String]] = [
        .down: ["x", "y"], .move: ["x", "y"], .up: ["x", "y"], .hover: ["x", "y"],
        .wheel: ["x", "y", "dx", "dy"], .key: ["key"], .leave: [], .resize: ["width", "height"],
    ]

    static func parseEvent(_ item: JSONValue) throws(JSONInputError) -> Event {
        guard case .object(let members) = item.content else {
            throw JSONInputError(
                line: item.line, column: item.column, message: "an event is an object, found \(item.typeName)")
        }
        guard let typeValue = item["type"] else {
            throw JSONInputError(line: item.line, column: item.column, message: "event without \"type\"")
        }
        guard let typeName = typeValue.string, let kind = Kind(rawValue: typeName) else {
            let names = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONInputError(
                line: typeValue.line, column: typeValue.column,
                message:
                    "unknown event type \(typeValue.string.map { "\"\($0)\"" } ?? typeValue.typeName); expected one of \(names)"
            )
        }
        guard let timeValue = item["t"] else {
            throw JSONInputError(
                line: item.line, column: item.column, message: "\(typeName) event without \"t\" (seconds)")
        }
        guard let time = timeValue.number, time >= 0, time <= maximumEventTime else {
            throw JSONInputError(
                line: timeValue.line, column: timeValue.column,
                message: "\"t\" must be a number of seconds from 0 to \(Int(maximumEventTime)) (one day)")
        }
        let allowed = ["t", "type"] + (fieldsByKind[kind] ?? [])
        for member in members where !allowed.contains(member.key) {
            throw JSONInputError(
                line: member.value.line, column: member.value.column,
                message:
                    "unknown field \"\(member.key)\" for a \(typeName) event (fields: \(allowed.joined(separator: ", ")))"
            )
        }
        var event = Event(time: time, kind: kind)
        for field in fieldsByKind[kind] ?? [] {
            guard let value = item[field] else {
                throw JSONInputError(
                    line: item.line, column: item.column, message: "\(typeName) event without \"\(field)\"")
            }
            if field == "key" {
                guard let name = value.string, keyNames.contains(name) else {
                    throw JSONInputError(
                        line: value.line, column: value.column,
                        message:
                            "unknown key \(value.string.map { "\"\($0)\"" } ?? value.typeName); expected one of \(keyNames.joined(separator: ", "))"
                    )
                }
                event.key = name
                continue
            }
            guard let number = value.number else {
                throw JSONInputError(
                    line: value.line, column: value.column,
                    message: "\"\(field)\" must be a number, found \(value.typeName)")
            }
            switch field {
            case "x": event.x = number
            case "y": event.y = number
            case "dx": event.dx = number
            case "dy": event.dy = number
            case "width", "height":
                guard number > 0 else {
                    throw JSONInputError(
                        line: value.line, column: value.column, message: "\"\(field)\" must be positive")
                }
                if field == "width" { event.width = number } else { event.height = number }
            default: break
            }
        }
        return event
    }
}
