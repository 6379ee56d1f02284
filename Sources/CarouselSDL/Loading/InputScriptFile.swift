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
    /// What happens.
    public var action: ScriptAction
    /// Creates a step.
    public init(time: Double, action: ScriptAction) { self.time = time; self.action = action }
}

/// An input script as the demo and `render` play it: the engine's ``InputScript`` (the format
/// shared with `simulate --input`) split into engine input and window-only keys.
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

    /// Reads and parses a script file; the error says what and where (file:line:column).
    public static func read(path: String) throws -> InputScriptFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(message: "cannot read the input script \(path)")
        }
        return try parse(data, name: path)
    }

    /// Parses script JSON with the engine's reader (`InputScript`), the one shared by `simulate`.
    static func parse(_ data: Data, name: String) throws -> InputScriptFile {
        let script: InputScript
        do {
            script = try InputScript.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ScriptError(message: "\(name):\(error.line):\(error.column): \(error.message)")
        }
        let steps = script.events.compactMap { event -> ScriptStep? in
            if let input = event.inputEvent { return ScriptStep(time: event.time, action: .input(input)) }
            if event.kind == .key, let key = event.key { return ScriptStep(time: event.time, action: .windowKey(key)) }
            return nil
        }
        return InputScriptFile(size: script.size, steps: steps)
    }

    /// The engine's script value for these steps (what `--record` writes).
    var engineScript: InputScript {
        InputScript(
            size: size,
            events: steps.map { step in
                switch step.action {
                case .windowKey(let key): return InputScript.Event(time: step.time, kind: .key, key: key)
                case .input(let input): return Self.event(input, at: step.time)
                }
            })
    }

    private static func event(_ input: InputEvent, at time: Double) -> InputScript.Event {
        switch input {
        case .pointerDown(let p): return InputScript.Event(time: time, kind: .down, x: p.x, y: p.y)
        case .pointerMove(let p): return InputScript.Event(time: time, kind: .move, x: p.x, y: p.y)
        case .pointerUp(let p): return InputScript.Event(time: time, kind: .up, x: p.x, y: p.y)
        case .hover(let p): return InputScript.Event(time: time, kind: .hover, x: p.x, y: p.y)
        case .leave: return InputScript.Event(time: time, kind: .leave)
        case .wheel(let p, let dx, let dy):
            return InputScript.Event(time: time, kind: .wheel, x: p.x, y: p.y, dx: dx, dy: dy)
        case .key(let key): return InputScript.Event(time: time, kind: .key, key: key.rawValue)
        case .resize(let size):
            return InputScript.Event(time: time, kind: .resize, width: size.width, height: size.height)
        }
    }
}

/// A problem with an input script file.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// What is wrong and where.
    public var message: String
    /// The message.
    public var description: String { message }
}
