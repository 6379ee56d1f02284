import CarouselEngine

extension InputScriptFile {
    /// The script as JSON text, one event per line (what `demo --record` writes).
    public func json() -> String {
        var lines: [String] = []
        for step in steps {
            lines.append("  " + Self.json(step))
        }
        var text = "{"
        if let size { text += "\"size\": [\(Self.number(size.width)), \(Self.number(size.height))], " }
        text += "\"events\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
        return text
    }

    private static func json(_ step: ScriptStep) -> String {
        let t = "\"t\": \(number(step.time))"
        func at(_ point: Point) -> String { "\"x\": \(number(point.x)), \"y\": \(number(point.y))" }
        switch step.action {
        case .windowKey(let name):
            return "{\(t), \"type\": \"key\", \"key\": \"\(name)\"}"
        case .input(let input):
            switch input {
            case .pointerDown(let p): return "{\(t), \"type\": \"down\", \(at(p))}"
            case .pointerMove(let p): return "{\(t), \"type\": \"move\", \(at(p))}"
            case .pointerUp(let p): return "{\(t), \"type\": \"up\", \(at(p))}"
            case .hover(let p): return "{\(t), \"type\": \"hover\", \(at(p))}"
            case .leave: return "{\(t), \"type\": \"leave\"}"
            case .wheel(let p, let dx, let dy):
                return "{\(t), \"type\": \"wheel\", \(at(p)), \"dx\": \(number(dx)), \"dy\": \(number(dy))}"
            case .key(let key): return "{\(t), \"type\": \"key\", \"key\": \"\(key.rawValue)\"}"
            case .resize(let size):
                return "{\(t), \"type\": \"resize\", \"width\": \(number(size.width)), \"height\": \(number(size.height))}"
            }
        }
    }

    /// A JSON number with at most 4 decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 10000).rounded() / 10000
        if scaled == scaled.rounded(), abs(scaled) < 1e15 { return String(Int(scaled)) }
        var text = String(scaled)
        if text.contains("e") { text = String(Int(scaled)) }
        return text
    }
}
