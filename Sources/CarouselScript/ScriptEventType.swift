import CarouselEngine

/// Event types as spelled in scripts, with the fields each one has (in writing order).
enum ScriptEventType: String, CaseIterable {
    case down, move, up, wheel, key, hover, leave, resize

    /// The fields besides `t` and `type`.
    var fields: [String] {
        switch self {
        case .down, .move, .up, .hover: return ["x", "y"]
        case .wheel: return ["x", "y", "dx", "dy"]
        case .key: return ["key"]
        case .leave: return []
        case .resize: return ["width", "height"]
        }
    }

    /// Key names a `key` event may use: the engine's keys, the live changes, then the window
    /// commands.
    static let keyNames =
        Key.allCases.map(\.rawValue) + CarouselChange.allCases.map(\.keyName) + WindowCommand.allCases.map(\.rawValue)
}

extension TimedStep.Action {
    /// The script's type and field values of this action (what the writer prints).
    var scriptEvent: (type: ScriptEventType, fields: [(String, ScriptField)]) {
        switch self {
        case .window(let command): return (.key, [("key", .name(command.rawValue))])
        case .input(let input):
            switch input {
            case .pointerDown(let p): return (.down, Self.point(p))
            case .pointerMove(let p): return (.move, Self.point(p))
            case .pointerUp(let p): return (.up, Self.point(p))
            case .hover(let p): return (.hover, Self.point(p))
            case .leave: return (.leave, [])
            case .wheel(let p, let dx, let dy):
                return (.wheel, Self.point(p) + [("dx", .number(dx)), ("dy", .number(dy))])
            case .key(let key): return (.key, [("key", .name(key.rawValue))])
            case .change(let change): return (.key, [("key", .name(change.keyName))])
            case .resize(let size):
                return (.resize, [("width", .number(size.width)), ("height", .number(size.height))])
            }
        }
    }

    private static func point(_ p: Point) -> [(String, ScriptField)] {
        [("x", .number(p.x)), ("y", .number(p.y))]
    }
}

/// A field value of a script event.
enum ScriptField {
    case number(Double)
    case name(String)
}

extension InputScript {
    /// The event types a script may use, as spelled (`"key"`, `"down"` ...), each with its fields
    /// besides `t` and `type` (the language server completes them in behaviour test files).
    public static var eventTypes: [(type: String, fields: [String])] {
        ScriptEventType.allCases.map { ($0.rawValue, $0.fields) }
    }
}
