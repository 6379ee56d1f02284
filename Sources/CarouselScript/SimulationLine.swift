import CarouselEngine
import JSON

/// The JSON lines of `carousel simulate` (and of `demo --events`), one object per line.
///
/// Keys come in a fixed order and numbers are rounded to 4 decimals, so the same run always
/// gives the same bytes. docs/cli.md describes every line type.
public enum SimulationLine {
    /// Writes the lines: one spaced line, numbers to 4 decimals.
    static let writer = JSONWriter(format: .line)

    /// A `select`, `phase` or `settle` line.
    public static func event(_ event: TimedEvent) -> String {
        writer.text(value(of: event))
    }

    /// A `frame` line: the motion mode in force (`"full"` or `"reduced"`), then every carousel's
    /// id, selection, progress and phase (and cards when asked).
    public static func frame(
        time: Double, frames: [CarouselFrame], carouselID: String? = nil, cards: Bool = false,
        reducedMotion: Bool = false
    ) -> String {
        var entries: [JSONValue] = []
        for frame in frames where carouselID == nil || frame.id == carouselID {
            var members: [(String, JSONValue)] = [
                ("id", .string(frame.id)), ("selection", .integer(frame.selection)),
                ("progress", .number(frame.progress)), ("phase", .string(frame.phase.rawValue)),
            ]
            if let left = frame.autoTimeLeft { members.append(("auto-left", .number(left))) }
            if cards { members.append(("cards", .array(frame.cards.map(value(of:))))) }
            entries.append(.object(members))
        }
        return writer.text(
            .object([
                ("t", .number(time)), ("type", .string("frame")),
                ("motion", .string(reducedMotion ? "reduced" : "full")), ("carousels", .array(entries)),
            ]))
    }

    /// The `announce` line that follows a `select` event, when the engine marks it as heard
    /// (``TimedEvent/announced``) and `announce` gives a text for it.
    public static func announcement(for event: TimedEvent, _ announce: Simulation.Announcer?) -> String? {
        guard let announce, event.announced, case .select(let carousel, let index) = event.event,
            let text = announce(carousel, index)
        else { return nil }
        return writer.text(
            .object([
                ("t", .number(event.time)), ("type", .string("announce")), ("carousel", .string(carousel)),
                ("text", .string(text)),
            ]))
    }

    /// A `reload` line of the demo: whether the edited spec was applied, and its error count.
    public static func reload(time: Double, applied: Bool, errors: Int) -> String {
        writer.text(
            .object([
                ("t", .number(time)), ("type", .string("reload")), ("status", .string(applied ? "applied" : "failed")),
                ("errors", .integer(errors)),
            ]))
    }

    static func value(of event: TimedEvent) -> JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(event.time))]
        switch event.event {
        case .select(let carousel, let index):
            members += [("type", .string("select")), ("carousel", .string(carousel)), ("index", .integer(index))]
        case .phase(let carousel, let phase):
            members += [
                ("type", .string("phase")), ("carousel", .string(carousel)), ("phase", .string(phase.rawValue)),
            ]
        case .settle(let carousel, let index):
            members += [("type", .string("settle")), ("carousel", .string(carousel)), ("index", .integer(index))]
        }
        return .object(members)
    }

    static func value(of card: CardPlacement) -> JSONValue {
        .object([
            ("item", .integer(card.item)), ("x", .number(card.rect.x)), ("y", .number(card.rect.y)),
            ("width", .number(card.rect.width)), ("height", .number(card.rect.height)),
            ("scale", .number(card.scale)), ("opacity", .number(card.opacity)), ("z", .number(card.z)),
        ])
    }
}
