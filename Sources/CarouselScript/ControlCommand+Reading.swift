import CarouselEngine
import JSON

/// Reading one control line: the first problem is thrown with its column, never ignored.
extension ControlCommand {
    /// The members that name a command (exactly one per line), besides an input event's `type`.
    static let commandNames = ["select", "next", "previous", "pause", "resume", "reload"]

    /// Reads one line (its UTF-8 bytes, without the newline); an input event happens at `now`.
    public static func read(_ bytes: [UInt8], now: Double) throws(JSONError) -> ControlCommand {
        let root = try JSONReader.read(bytes, options: InputScript.readerOptions)
        let reader = InputScriptReader(lines: JSONLineMap(bytes))
        guard let members = root.members else {
            throw reader.error(root, "a control line is an object such as {\"select\": 3}, found \(root.typeName)")
        }
        var carousel: String?
        if let node = root["carousel"] {
            guard let id = node.string, !id.isEmpty else {
                throw reader.error(node, "\"carousel\" must be a carousel's id (a string)")
            }
            carousel = id
        }
        if root["type"] != nil {
            return ControlCommand(.input(try reader.step(root, now: now).action), carousel: carousel)
        }
        let commands = members.filter { commandNames.contains($0.key) }
        for member in members where member.key != "carousel" && !commandNames.contains(member.key) {
            let names = (commandNames + ["type", "carousel"]).joined(separator: ", ")
            throw reader.error(member.node, "unknown member \"\(member.key)\"; a control line has one of \(names)")
        }
        guard commands.count == 1, let command = commands.first else {
            let found = commands.isEmpty ? "none" : commands.map { "\"\($0.key)\"" }.joined(separator: " and ")
            throw reader.error(
                root, "a control line has one command (select, next, previous, pause, resume, reload), found \(found)")
        }
        let node = command.node
        if command.key == "select" {
            return ControlCommand(.select(try item(node, reader)), carousel: carousel)
        }
        guard case .bool(true) = node.value else {
            throw reader.error(
                node, "\"\(command.key)\" takes true ({\"\(command.key)\": true}), found \(node.typeName)")
        }
        let actions: [String: Action] = [
            "next": .next, "previous": .previous, "pause": .pause, "resume": .resume, "reload": .reload,
        ]
        return ControlCommand(actions[command.key] ?? .reload, carousel: carousel)
    }

    /// ``read(_:now:)`` for the window, which answers a bad line with its problem: the command,
    /// or the problem as `column N: message` (the answer names the line).
    public static func parse(_ bytes: [UInt8], now: Double) -> Result<ControlCommand, ControlLineProblem> {
        do throws(JSONError) {
            return .success(try read(bytes, now: now))
        } catch {
            return .failure(ControlLineProblem(message: "column \(error.column): \(error.message)"))
        }
    }

    /// `3` (a 0-based index) or `{"id": "dune"}`.
    private static func item(_ node: JSONNode, _ reader: InputScriptReader) throws(JSONError) -> Item {
        if let number = node.double {
            guard number >= 0, number == number.rounded(), number < Double(Int32.max) else {
                throw reader.error(node, "\"select\" takes a whole item index from 0, found \(number)")
            }
            return .index(Int(number))
        }
        if let members = node.members, members.count == 1, members[0].key == "id", let id = members[0].node.string {
            return .id(id)
        }
        throw reader.error(node, "\"select\" takes an item index (3) or {\"id\": \"dune\"}, found \(node.typeName)")
    }
}
