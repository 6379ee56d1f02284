import JSON

/// The answers of `demo --control` on the event stream.
extension SimulationLine {
    /// `{"t": …, "type": "control", "line": N, "command": "select", "carousel": "ID"}`: line N
    /// was carried out (its effects follow as the usual `select`, `phase` and `settle` lines).
    public static func control(time: Double, line: Int, command: String, carousel: String?) -> String {
        var members: [(String, JSONValue)] = [
            ("t", .number(time)), ("type", .string("control")), ("line", .integer(line)),
            ("command", .string(command)),
        ]
        if let carousel { members.append(("carousel", .string(carousel))) }
        return writer.text(.object(members))
    }

    /// `{"t": …, "type": "control-error", "line": N, "message": "…"}`: line N was refused
    /// (bad JSON, an unknown command, no such carousel or item, a line over 64 KiB).
    public static func controlError(time: Double, line: Int, message: String) -> String {
        writer.text(
            .object([
                ("t", .number(time)), ("type", .string("control-error")), ("line", .integer(line)),
                ("message", .string(message)),
            ]))
    }
}
