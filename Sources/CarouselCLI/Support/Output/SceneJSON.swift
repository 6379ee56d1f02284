import CarouselEngine
import CarouselScene
import CarouselSpec
import SourceDiagnostics

/// The JSON of `carousel render --scene` (format in docs/cli.md): one scene per moment, one draw
/// command per line, keys in a fixed order and numbers in Swift's shortest round-trip form, so the
/// same input gives the same bytes.
enum SceneJSON {
    /// The document for `scenes`.
    static func document(_ scenes: [(time: Double, scene: Scene)]) -> String {
        var out = "{\"format\": \"carousel-scene\", \"version\": 1, \"scenes\": ["
        for (index, entry) in scenes.enumerated() {
            let scene = entry.scene
            out += index == 0 ? "\n" : ",\n"
            out +=
                "  {\"time\": \(number(entry.time)), \"size\": \(size(scene.size)), \"scale\": \(number(scene.scale))"
            out += ", \"background\": \(string(scene.background.hex)), \"commands\": ["
            for (position, command) in scene.commands.enumerated() {
                out += (position == 0 ? "\n    " : ",\n    ") + self.command(command)
            }
            out += scene.commands.isEmpty ? "]}" : "\n  ]}"
        }
        return out + (scenes.isEmpty ? "]}\n" : "\n]}\n")
    }

    /// One command as a one-key object naming its kind.
    static func command(_ command: DrawCommand) -> String {
        switch command {
        case .clip(let rect): return "{\"clip\": \(rect.map(self.rect) ?? "null")}"
        case .fill(let shape): return "{\"fill\": \(self.shape(shape))}"
        case .stroke(let shape, let width): return "{\"stroke\": \(self.shape(shape, width: width))}"
        case .pill(let shape): return "{\"pill\": \(self.shape(shape))}"
        case .text(let run): return "{\"text\": \(text(run))}"
        case .card(let card): return "{\"card\": \(self.card(card))}"
        }
    }

    private static func shape(_ shape: RoundedRect, width: Double? = nil) -> String {
        var fields = [
            ("rect", rect(shape.rect)), ("radius", number(shape.radius)), ("color", string(shape.color.hex)),
            ("opacity", number(shape.opacity)),
        ]
        if let width { fields.append(("width", number(width))) }
        return object(fields)
    }

    private static func text(_ run: TextRun) -> String {
        object([
            ("text", string(run.text)), ("face", string(run.face.rawValue)), ("points", number(run.points)),
            ("color", string(run.color.hex)), ("origin", point(run.origin)), ("size", size(run.size)),
            ("opacity", number(run.opacity)),
        ])
    }

    private static func card(_ card: SceneCard) -> String {
        let labels = card.labels.map { label in
            object([
                ("text", string(label.line.text)), ("face", string(label.line.face.rawValue)),
                ("points", number(label.line.points)), ("origin", point(label.origin)),
                ("size", size(label.line.size)),
            ])
        }
        let transform: String
        switch card.transform {
        case .zoom(let scale, let anchor):
            transform = object([("zoom", number(scale)), ("anchor", point(anchor))])
        }
        return object([
            ("carousel", string(card.carousel)), ("item", String(card.item)), ("frame", rect(card.frame)),
            ("transform", transform), ("rect", rect(card.drawnRect)), ("cornerRadius", number(card.drawnCornerRadius)),
            ("opacity", number(card.opacity)),
            (
                "shadow",
                object([
                    ("blur", number(card.shadow.blur)), ("opacity", number(card.shadow.opacity)),
                    ("cardOpacity", number(card.shadow.cardOpacity)),
                ])
            ),
            ("fill", string(card.face.fill.hex)), ("image", card.face.imagePath.map(string) ?? "null"),
            ("textColor", string(card.face.textColor.hex)), ("labels", "[" + labels.joined(separator: ", ") + "]"),
            ("hasItem", card.hasItem ? "true" : "false"),
        ])
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String) -> String { JSONStringLiteral.quoted(text) }

    private static func rect(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    private static func point(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

    private static func size(_ size: Size) -> String { "[\(number(size.width)), \(number(size.height))]" }

    /// Whole numbers without a fraction, others in the shortest form that reads back the same;
    /// non-finite values (never produced by the composer) as null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
