import CarouselEngine
import Foundation

/// One step of an input script: an engine input, or a key only the demo window understands.
public enum ScriptAction: Sendable, Hashable {
    /// Fed to the engine.
    case input(InputEvent)
    /// `r` (reload) or `h` (HUD): window commands, ignored by `render`.
    case windowKey(String)
}

/// A timed step of an input script.
public struct ScriptStep: Sendable, Hashable {
    /// Seconds since start.
    public var time: Double
    public var action: ScriptAction
    /// Creates a step.
    public init(time: Double, action: ScriptAction) { self.time = time; self.action = action }
}

/// The input-script format shared by `simulate --input`, `render --input`, `demo --replay` and
/// `demo --record` (see docs): `{"size": [w, h], "events": [{"t": .., "type": .., ...}]}`.
public struct InputScriptFile: Sendable {
    /// Window size in points, if the script sets one.
    public var size: Size?
    /// Steps in time order.
    public var steps: [ScriptStep]

    /// Creates a script.
    public init(size: Size?, steps: [ScriptStep]) {
        self.size = size
        self.steps = steps
    }

    /// Reads and parses a script file; the error says what and where.
    public static func read(path: String) throws -> InputScriptFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(message: "cannot read \(path)")
        }
        return try parse(data, name: path)
    }

    /// Parses script JSON.
    static func parse(_ data: Data, name: String) throws -> InputScriptFile {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw ScriptError(message: "\(name): not valid JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any], let events = object["events"] as? [Any] else {
            throw ScriptError(message: "\(name): expected an object with an \"events\" array")
        }
        var size: Size?
        if let pair = object["size"] as? [Double], pair.count == 2 {
            size = Size(width: pair[0], height: pair[1])
        }
        var steps: [ScriptStep] = []
        for (index, raw) in events.enumerated() {
            guard let event = raw as? [String: Any] else {
                throw ScriptError(message: "\(name): events[\(index)] is not an object")
            }
            steps.append(try step(event, where: "\(name): events[\(index)]"))
        }
        steps.sort { $0.time < $1.time }  // stable: equal times keep file order
        return InputScriptFile(size: size, steps: steps)
    }

    private static func step(_ event: [String: Any], where place: String) throws -> ScriptStep {
        func number(_ key: String) throws -> Double {
            guard let value = event[key] as? Double, value.isFinite else {
                throw ScriptError(message: "\(place): \"\(key)\" must be a number")
            }
            return value
        }
        let time = try number("t")
        guard time >= 0 else { throw ScriptError(message: "\(place): \"t\" must be >= 0") }
        let type = event["type"] as? String ?? ""
        func point() throws -> Point { Point(x: try number("x"), y: try number("y")) }
        let action: ScriptAction
        switch type {
        case "down": action = .input(.pointerDown(try point()))
        case "move": action = .input(.pointerMove(try point()))
        case "up": action = .input(.pointerUp(try point()))
        case "hover": action = .input(.hover(try point()))
        case "leave": action = .input(.leave)
        case "wheel":
            action = .input(.wheel(at: try point(), dx: (event["dx"] as? Double) ?? 0, dy: (event["dy"] as? Double) ?? 0))
        case "resize":
            action = .input(.resize(Size(width: try number("width"), height: try number("height"))))
        case "key":
            let name = event["key"] as? String ?? ""
            if let key = Key(rawValue: name) {
                action = .input(.key(key))
            } else if name == "r" || name == "h" {
                action = .windowKey(name)
            } else {
                throw ScriptError(message: "\(place): unknown key \"\(name)\"")
            }
        default:
            throw ScriptError(message: "\(place): unknown event type \"\(type)\"")
        }
        return ScriptStep(time: time, action: action)
    }
}

/// A problem with an input script file.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// What is wrong and where.
    public var message: String
    /// The message.
    public var description: String { message }
}
