import CarouselEngine
import JSON

/// Reading input scripts: the first problem is thrown with its line and column, never ignored.
extension InputScript {
    /// Reads a script from its text.
    public static func read(_ text: String) throws(JSONError) -> InputScript {
        try read(Array(text.utf8))
    }

    /// Reads a script from its UTF-8 bytes: a member name repeated in one object is an error
    /// naming both positions (never "the first wins"); a leading byte-order mark is skipped.
    public static func read(_ bytes: [UInt8]) throws(JSONError) -> InputScript {
        try InputScriptReader(lines: JSONLineMap(bytes)).script(JSONReader.read(bytes, options: readerOptions))
    }

    /// Reads a script from a tree built from another syntax (a behaviour test's TOML steps):
    /// every node's offset is a byte offset into the text `lines` maps, so each problem is thrown
    /// with the line and column of the value it is about, checked exactly as a JSON script is.
    public static func read(tree root: JSONNode, lines: JSONLineMap) throws(JSONError) -> InputScript {
        try InputScriptReader(lines: lines).script(root)
    }

    /// How the JSON of a script is read.
    static let readerOptions: JSONReader.Options = [.uniqueKeys, .byteOrderMark]
}

/// Turns a JSON tree into an ``InputScript``, checking every member; errors point at the node.
struct InputScriptReader {
    let lines: JSONLineMap

    func error(_ node: JSONNode, _ message: String) -> JSONError {
        JSONError(at: lines.location(of: node.offset), message)
    }

    func script(_ root: JSONNode) throws(JSONError) -> InputScript {
        guard let members = root.members else {
            throw error(root, "an input script is an object with \"events\", found \(root.typeName)")
        }
        for member in members where member.key != "size" && member.key != "events" {
            throw error(member.node, "unknown member \"\(member.key)\"; an input script has \"size\" and \"events\"")
        }
        var size: Size?
        if let value = root["size"] {
            guard let pair = value.elements, pair.count == 2, let w = pair[0].double, let h = pair[1].double,
                ScriptRange.side.contains(w), ScriptRange.side.contains(h)
            else { throw error(value, "\"size\" must be [width, height], each \(ScriptRange.side.words)") }
            size = Size(width: w, height: h)
        }
        guard let list = root["events"] else { throw error(root, "missing \"events\" (an array of events)") }
        guard let items = list.elements else {
            throw error(list, "\"events\" must be an array, found \(list.typeName)")
        }
        var steps: [TimedStep] = []
        steps.reserveCapacity(items.count)
        var lastTime = 0.0
        for item in items {
            let step = try self.step(item)
            if step.time < lastTime {
                throw error(
                    item,
                    "event time \(step.time) is earlier than the previous event's \(lastTime); times must not decrease")
            }
            lastTime = step.time
            steps.append(step)
        }
        return InputScript(size: size, steps: steps)
    }

    /// One script event. `now`: a live control line's event (``ControlCommand``), which happens
    /// when it is read at `now` seconds and so has no `t`.
    func step(_ item: JSONNode, now: Double? = nil) throws(JSONError) -> TimedStep {
        guard let members = item.members else { throw error(item, "an event is an object, found \(item.typeName)") }
        guard let typeNode = item["type"] else { throw error(item, "event without \"type\"") }
        guard let typeName = typeNode.string, let type = ScriptEventType(rawValue: typeName) else {
            let names = ScriptEventType.allCases.map(\.rawValue).joined(separator: ", ")
            let found = typeNode.string.map { "\"\($0)\"" } ?? typeNode.typeName
            throw error(typeNode, "unknown event type \(found); expected one of \(names)")
        }
        let time: Double
        if let now {
            if let timeNode = item["t"] {
                throw error(timeNode, "a control line happens when it is read: remove \"t\"")
            }
            time = now
        } else {
            guard let timeNode = item["t"] else { throw error(item, "\(typeName) event without \"t\" (seconds)") }
            guard let value = timeNode.double, ScriptRange.time.contains(value) else {
                throw error(timeNode, "\"t\" must be a number of seconds \(ScriptRange.time.words) (one day)")
            }
            time = value
        }
        let allowed = (now == nil ? ["t", "type"] : ["type", "carousel"]) + type.fields
        for member in members where !allowed.contains(member.key) {
            throw error(
                member.node,
                "unknown field \"\(member.key)\" for a \(typeName) event (fields: \(allowed.joined(separator: ", ")))")
        }
        func field(_ name: String) throws(JSONError) -> JSONNode {
            guard let node = item[name] else { throw error(item, "\(typeName) event without \"\(name)\"") }
            return node
        }
        func number(_ name: String, _ range: ScriptRange) throws(JSONError) -> Double {
            let node = try field(name)
            guard let value = node.double else {
                throw error(node, "\"\(name)\" must be a number, found \(node.typeName)")
            }
            guard range.contains(value) else { throw error(node, "\"\(name)\" must be \(range.words)") }
            return value
        }
        func point() throws(JSONError) -> Point {
            Point(x: try number("x", .coordinate), y: try number("y", .coordinate))
        }
        switch type {
        case .down: return TimedStep(time, .input(.pointerDown(try point())))
        case .move: return TimedStep(time, .input(.pointerMove(try point())))
        case .up: return TimedStep(time, .input(.pointerUp(try point())))
        case .hover: return TimedStep(time, .input(.hover(try point())))
        case .leave: return TimedStep(time, .input(.leave))
        case .wheel:
            let at = try point()
            return TimedStep(
                time, .input(.wheel(at: at, dx: try number("dx", .wheelDelta), dy: try number("dy", .wheelDelta))))
        case .key: return TimedStep(time, try keyAction(field("key")))
        case .resize:
            let size = Size(width: try number("width", .side), height: try number("height", .side))
            return TimedStep(time, .input(.resize(size)))
        }
    }

    func keyAction(_ node: JSONNode) throws(JSONError) -> TimedStep.Action {
        if let name = node.string {
            if let key = Key(rawValue: name) { return .input(.key(key)) }
            if let change = CarouselChange(keyName: name) { return .input(.change(change)) }
            if let command = WindowCommand(rawValue: name) { return .window(command) }
        }
        let found = node.string.map { "\"\($0)\"" } ?? node.typeName
        let names = ScriptEventType.keyNames.joined(separator: ", ")
        throw error(node, "unknown key \(found); expected one of \(names)")
    }
}
