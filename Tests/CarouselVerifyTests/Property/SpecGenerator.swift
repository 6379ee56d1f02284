import Foundation
@testable import CarouselSpec
import CarouselEngine

/// Random spec files walked from the schema's descriptors: every table and key of
/// `SpecSchema`, values of the key's type inside its bounds (mostly small, sometimes at an end),
/// keys that apply to the carousel's kind only. A seed gives the same text every time.
struct SpecGenerator {
    var random: SeededGenerator
    /// The repository's Assets folder (images and fonts the specs may name).
    let assets: String
    /// Window size of the spec being generated (frames are drawn mostly inside it).
    private var window = (width: 1280.0, height: 800.0)
    /// Whether the spec being generated names `window.font` (then `font-weight` changes nothing).
    var customFont = false
    /// Whether the spec being generated lays its carousels out in columns (`column-width`, not `row-height`).
    private var columns = false

    init(seed: UInt64, assets: String) {
        random = SeededGenerator(seed: seed)
        self.assets = assets
    }

    static let words = [
        "Storm", "warning", "for", "the", "coast", "Welcome", "to", "Fiji", "Library", "Gym", "membership", "Credit",
        "Debit", "Photos", "of", "a", "long", "weekend", "Nordic", "lights", "News", "Health", "Steps", "Sleep",
    ]

    /// A whole spec file.
    mutating func document() -> String {
        var text = random.chance(0.3) ? "version = 1\n" : ""
        if random.chance(0.7) {
            // No window `direction`: a carousel's own one would then repeat it (W0480) or
            // override it (W0481) and leave few specs clean; carousels write "rtl" instead.
            // No window `insets` either: a large one leaves the carousels no room (E0305, E0345).
            let window = fields(
                of: SpecSchema.window, path: "window", kind: .paging, skipping: ["direction", "insets"])
            customFont = Self.writes("font", in: window)
            columns = window.contains("layout = \"columns\"")
            text += "\n[window]\n" + window
        }
        let count = random.chance(0.6) ? 1 : Int.random(in: 2...3, using: &random)
        for index in 0..<count {
            text += "\n" + carousel(index: index)
        }
        return text
    }

    /// One `[[carousel]]` with its keys, its sub-tables and its items.
    mutating func carousel(index: Int) -> String {
        let kind = random.pick(CarouselKind.allCases)
        var scalars = "[[carousel]]\nid = \"c\(index + 1)\"\nkind = \"\(kind.rawValue)\"\n"
        var tables = ""
        let useItems = random.chance(0.8)
        // Items first, so `[carousel.text]` knows whether any has a subtitle.
        let items = useItems ? (0..<Int.random(in: 1...6, using: &random)).map { _ in item(kind: kind) } : []
        for field in SpecSchema.carousel.fields where !["id", "kind"].contains(field.key) {
            if let kinds = field.kinds, !kinds.contains(kind) { continue }
            switch field.key {
            case "items":
                for item in items { tables += "\n[[carousel.items]]\n" + item }
                continue
            case "text":
                guard random.chance(0.35) else { continue }
                let subtitled = items.contains { Self.writes("subtitle", in: $0) }
                tables += "\n[carousel.text]\n" + labelFields(kind: kind, title: true, subtitle: subtitled, in: nil)
                continue
            case "generate":
                guard !useItems else { continue }
                tables +=
                    "\n[carousel.generate]\ncount = \(Int(random.number(1, 500)))\n"
                    + fields(of: SpecSchema.generate, path: "generate", kind: kind, skipping: ["count"])
                continue
            case "source":
                // Items from files need files inside the spec's project, which the generated specs
                // (compiled from a temporary folder) do not have; ItemSourceTests covers sources.
                continue
            case "image-fit":
                if items.contains(where: { Self.writes("image", in: $0) }) { scalars += imageFitFields() }
                continue
            case "image-position":
                continue
            case "direction":
                // "ltr" would repeat the default (W0480).
                if random.chance(0.35) { scalars += "direction = \"rtl\"\n" }
                continue
            case "row-height", "column-width":
                // The layout's own key only (E0343), on a carousel without a frame (E0344), as a
                // share: lengths that may not fit are the layout rules' tests, not this one's.
                guard field.key == (columns ? "column-width" : "row-height"), !scalars.contains("frame = "),
                    random.chance(0.35)
                else { continue }
                scalars += "\(field.key) = \(random.pick(["\"1fr\"", "\"2fr\"", "\"3fr\""]))\n"
                continue
            case "grid":
                // A grid cannot loop (E0376); 1 to 3 rows, so the cards keep room for a label (E0378).
                guard !scalars.contains("infinite = true"), random.chance(0.35) else { continue }
                tables += "\n[carousel.grid]\nrows = \(Int.random(in: 1...3, using: &random))\n"
                if random.chance(0.5) { tables += "fill = \"\(random.pick(GridFill.allCases).rawValue)\"\n" }
                continue
            case "effect":
                // A grid slides (E0377).
                guard !tables.contains("[carousel.grid]") else { continue }
            case "pagination-color", "pagination-active-color":
                // Drawn only by some pagination styles (W0491 otherwise): written with dots only.
                guard scalars.contains("pagination = \"dots\""), random.chance(0.35) else { continue }
            default: break
            }
            guard random.chance(0.35) else { continue }
            if case .table(let table) = field.type, !field.isValueTable {
                tables += "\n[carousel.\(field.key)]\n" + fields(of: table, path: field.key, kind: kind)
            } else {
                scalars += "\(field.key) = \(value(field, path: field.key, kind: kind))\n"
            }
        }
        return scalars + tables
    }

    /// `key = value` lines for some of the keys of `table` (each with even odds).
    mutating func fields(of table: TableDescriptor, path: String, kind: CarouselKind, skipping: Set<String> = [])
        -> String
    {
        var text = ""
        // `text-color` is left to its default, which always meets the contrast rule: a random
        // colour is mostly too faint on a random card (W0436, whose own examples test it), and
        // a spec with a warning is not played.
        for field in table.fields where !skipping.contains(field.key) && field.key != "text-color" {
            if let kinds = field.kinds, !kinds.contains(kind) { continue }
            guard random.chance(0.5) else { continue }
            text += "\(field.key) = \(value(field, path: path + "." + field.key, kind: kind))\n"
        }
        return text
    }

    /// A TOML value for `field`, of its type and inside its bounds.
    mutating func value(_ field: FieldDescriptor, path: String, kind: CarouselKind) -> String {
        let bounds = field.bounds
        switch field.type {
        case .integer:
            let low = bounds?.min ?? 0, high = bounds?.max ?? low + 100
            return String(Int(random.number(low, high).rounded()))
        case .integerOrItemID:
            // `start`: an index among the few items generated (a quoted number would read as an id
            // and warn, W0485).
            return String(Int(random.number(0, 5).rounded()))
        case .integerOrName(let names):
            return random.chance(0.3) ? "\"\(random.pick(names))\"" : String(Int(random.number(1, 4).rounded()))
        case .numberOrName(let names):
            return random.chance(0.15) ? "\"\(random.pick(names))\"" : number(field, path: path)
        case .number:
            return number(field, path: path)
        case .frameLength:
            // A percentage of the window a third of the time: edges mostly in its first 60 %.
            guard random.chance(0.3) else { return number(field, path: path) }
            let isEdge = field.key == "x" || field.key == "y"
            return "\"\(Int(random.number(isEdge ? 0 : 10, isEdge ? 60 : 100).rounded()))%\""
        case .boolean:
            return random.chance(0.5) ? "true" : "false"
        case .string, .template:
            return quoted(text(field, length: bounds))
        case .identifier:
            return "\"c\(Int.random(in: 1...99, using: &random))\""
        case .enumeration(let names):
            return "\"\(random.pick(names))\""
        case .color:
            return color()
        case .duration:
            let low = bounds?.min ?? 0, high = min(bounds?.max ?? low + 12, low + 12)
            let seconds = random.number(low, high)
            return random.chance(0.5) ? String(format2(seconds)) : "\"\(Int(seconds * 1000))ms\""
        case .imagePath:
            return quoted(assets + "/images/" + random.pick(["checker.png", "dusk.jpg", "forest.png", "ocean.jpg"]))
        case .fontPath:
            return quoted(assets + "/fonts/" + random.pick(["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]))
        case .slotLength:
            return random.pick(["\"1fr\"", "\"2fr\"", "\"30%\"", "\"auto\"", "200"])
        case .integerTuple(_, let parts):
            if path == "window.min-size", parts.count == 2 {
                // At most the window's size (E0347 otherwise), at least the smallest window.
                let width = Int(random.number(parts[0].min ?? 160, window.width).rounded())
                let height = Int(random.number(parts[1].min ?? 120, window.height).rounded())
                return "[\(width), \(height)]"
            }
            let numbers = parts.map { Int(random.number($0.min ?? 1, $0.max ?? 100).rounded()) }
            if path == "window.size", numbers.count == 2 {
                window = (Double(numbers[0]), Double(numbers[1]))
            }
            return "[" + numbers.map(String.init).joined(separator: ", ") + "]"
        case .numberTuple(_, let parts):
            let numbers = parts.map { format2(random.number($0.min ?? 0, $0.max ?? 1)) }
            return "[" + numbers.joined(separator: ", ") + "]"
        case .opacityStops:
            var distance = 0.0
            var stops: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                stops.append("[\(format2(distance)), \(format2(random.number(0, 1)))]")
                distance += random.number(0.1, 2)
            }
            return "[" + stops.joined(separator: ", ") + "]"
        case .colorList:
            return "[" + (0..<Int.random(in: 1...4, using: &random)).map { _ in color() }.joined(separator: ", ") + "]"
        case .lengthList:
            let lengths = (0..<Int.random(in: 1...4, using: &random)).map { _ in format2(random.number(20, 400)) }
            return "[" + lengths.joined(separator: ", ") + "]"
        case .table(let table), .lengthOrTable(let table), .tables(let table):
            if case .lengthOrTable = field.type, random.chance(0.5) {
                return format2(random.number(0, 40))
            }
            let parts = table.fields.map { "\($0.key) = \(value($0, path: path + "." + $0.key, kind: kind))" }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    /// A number for `field`; frames mostly inside the window.
    private mutating func number(_ field: FieldDescriptor, path: String) -> String {
        var low = field.bounds?.min ?? 0
        var high = field.bounds?.max ?? low + 1000
        switch path {
        case "frame.x": high = window.width * 0.6
        case "frame.y": high = window.height * 0.6
        case "frame.width": high = window.width
        case "frame.height": high = window.height
        default: break
        }
        // Mostly inside the soft range (outside it is a W0401 warning, and such a spec is not played).
        if let soft = field.soft, random.chance(0.85) {
            low = max(low, soft.min ?? low)
            high = min(high, soft.max ?? high)
        }
        // Mostly the modest corners and label sizes people write (the rest still reach the bounds).
        if ["corner-radius", "title-size", "subtitle-size"].contains(field.key), random.chance(0.8) {
            high = min(high, max(low, 40))
        }
        var value = random.number(low, max(low, high))
        if let bounds = field.bounds, bounds.minExclusive, value <= low { value = low + 1 }
        return format2(value)
    }

    private mutating func text(_ field: FieldDescriptor, length: Bounds?) -> String {
        let low = Int(length?.min ?? 0), high = min(Int(length?.max ?? 40), 80)
        if field.key == "title", case .template = field.type { return random.pick(["Item {n}", "Card {i}", "{n}"]) }
        var words: [String] = []
        let wanted = Int(random.number(Double(low), Double(high)))
        while words.joined(separator: " ").count < wanted { words.append(random.pick(Self.words)) }
        var text = words.joined(separator: " ")
        while text.count > high { text.removeLast() }
        while text.count < low { text += "x" }
        return text
    }

    private mutating func color() -> String {
        if random.chance(0.3) { return "\"\(random.pick(NamedColors.names))\"" }
        let digits = (0..<(random.chance(0.7) ? 6 : 8)).map { _ in random.pick(Array("0123456789ABCDEF")) }
        return "\"#" + String(digits) + "\""
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func format2(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
