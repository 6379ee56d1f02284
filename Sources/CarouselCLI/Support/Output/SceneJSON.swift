import CarouselEngine
import CarouselScene
import CarouselSpec
import JSON

/// The JSON of `carousel render --scene` (format in docs/cli.md): one scene per moment, one draw
/// command per line, keys in a fixed order and numbers in their shortest round-trip form
/// (whole numbers without a fraction), so the same input gives the same bytes.
enum SceneJSON {
    /// Single-line objects with a space after `:` and `,`, shortest numbers.
    static let writer = JSONWriter(format: JSONFormat(layout: .spaced))

    /// The document for `scenes`.
    static func document(_ scenes: [(time: Double, scene: Scene)]) -> String {
        var out = "{\"format\": \"carousel-scene\", \"version\": 1, \"scenes\": ["
        for (index, entry) in scenes.enumerated() {
            let scene = entry.scene
            out += index == 0 ? "\n" : ",\n"
            let head: JSONValue = .object([
                ("time", .number(entry.time)), ("size", size(scene.size)), ("scale", .number(scene.scale)),
                ("background", .string(scene.background.hex)),
            ])
            // The head object without its closing brace, so the commands follow one per line.
            out += "  " + writer.text(head).dropLast() + ", \"commands\": ["
            for (position, command) in scene.commands.enumerated() {
                out += (position == 0 ? "\n    " : ",\n    ") + writer.text(value(command))
            }
            out += scene.commands.isEmpty ? "]}" : "\n  ]}"
        }
        return out + (scenes.isEmpty ? "]}\n" : "\n]}\n")
    }

    /// One command as a one-key object naming its kind.
    static func value(_ command: DrawCommand) -> JSONValue {
        switch command {
        case .clip(let rect): return .object([("clip", rect.map(self.rect) ?? .null)])
        case .fill(let shape): return .object([("fill", self.shape(shape))])
        case .stroke(let shape, let width): return .object([("stroke", self.shape(shape, width: width))])
        case .pill(let shape): return .object([("pill", self.shape(shape))])
        case .text(let run): return .object([("text", text(run))])
        case .card(let card): return .object([("card", self.card(card))])
        case .arc(let arc): return .object([("arc", self.arc(arc))])
        }
    }

    private static func shape(_ shape: RoundedRect, width: Double? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("rect", rect(shape.rect)), ("radius", .number(shape.radius)), ("color", .string(shape.color.hex)),
            ("opacity", .number(shape.opacity)),
        ]
        if let width { fields.append(("width", .number(width))) }
        return .object(fields)
    }

    private static func arc(_ arc: Arc) -> JSONValue {
        .object([
            ("center", point(arc.center)), ("radius", .number(arc.radius)), ("width", .number(arc.width)),
            ("start", .number(arc.start)), ("sweep", .number(arc.sweep)), ("color", .string(arc.color.hex)),
            ("opacity", .number(arc.opacity)),
        ])
    }

    private static func text(_ run: TextRun) -> JSONValue {
        .object([
            ("text", .string(run.text)), ("face", .string(run.face.rawValue)), ("points", .number(run.points)),
            ("color", .string(run.color.hex)), ("origin", point(run.origin)), ("size", size(run.size)),
            ("opacity", .number(run.opacity)),
        ])
    }

    private static func card(_ card: SceneCard) -> JSONValue {
        let labels: [JSONValue] = card.labels.map { label in
            .object([
                ("text", .string(label.line.text)), ("face", .string(label.line.face.rawValue)),
                ("points", .number(label.line.points)), ("origin", point(label.origin)),
                ("size", size(label.line.size)),
            ])
        }
        let transform: JSONValue
        switch card.transform {
        case .zoom(let scale, let anchor):
            transform = .object([("zoom", .number(scale)), ("anchor", point(anchor))])
        case .projected(let projection):
            transform = .object([
                ("perspective", .number(projection.perspective)), ("origin", point(projection.origin)),
                ("depth", .number(projection.depth)),
                ("corners", .array((projection.corners ?? []).map(point))),
            ])
        }
        let mask: [(String, JSONValue)] =
            card.mask.map { [("mask", rect($0)), ("maskCornerRadius", .number(card.maskCornerRadius))] } ?? []
        return .object(
            [
                ("carousel", .string(card.carousel)), ("item", .integer(card.item)), ("frame", rect(card.frame)),
                ("transform", transform), ("rect", rect(card.drawnRect)),
                ("cornerRadius", .number(card.drawnCornerRadius)), ("opacity", .number(card.opacity)),
                (
                    "shadow",
                    .object([
                        ("blur", .number(card.shadow.blur)), ("opacity", .number(card.shadow.opacity)),
                        ("cardOpacity", .number(card.shadow.cardOpacity)),
                    ])
                ),
                ("fill", .string(card.face.fill.hex)), ("image", .optional(card.face.imagePath)),
                ("textColor", .string(card.face.textColor.hex)), ("labels", .array(labels)),
                ("hasItem", .bool(card.hasItem)), ("imageTextColor", .string(card.face.imageTextColor.hex)),
                ("scrim", .bool(card.hasScrim)), ("backdrop", .optional(card.backdrop?.hex)),
            ] + mask)
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
    }

    private static func point(_ point: Point) -> JSONValue { .array([.number(point.x), .number(point.y)]) }

    private static func size(_ size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }
}
