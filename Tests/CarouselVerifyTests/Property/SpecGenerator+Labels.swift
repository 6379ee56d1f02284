@testable import CarouselSpec
import CarouselEngine

/// Label keys written where they change something: `check` warns W0402 at subtitle keys without
/// a subtitle, title keys without a title and `font-weight` with `window.font`, and a spec with a
/// warning is not played, so keys written at random everywhere would leave few specs to play.
extension SpecGenerator {
    /// The label keys of an item and of `[carousel.text]`.
    static let labelKeys: Set<String> = titleKeys.union(subtitleKeys).union(["text-align", "text-position"])
    static let titleKeys: Set<String> = ["title-size", "title-lines", "font-weight"]
    static let subtitleKeys: Set<String> = ["subtitle-size", "subtitle-lines"]

    /// One item's keys: its other keys at random, then the label keys its title and subtitle use.
    mutating func item(kind: CarouselKind) -> String {
        // `length` only means something under `"auto"` (E0329 otherwise): auto items are sized by content here.
        var text = fields(
            of: SpecSchema.item, path: "item", kind: kind,
            skipping: Self.labelKeys.union(Self.imageKeys).union(["length"]))
        if Self.writes("image", in: text) { text += imageFitFields() }
        let title = Self.writes("title", in: text) && !text.contains("title = \"\"\n")
        return text + labelFields(kind: kind, title: title, subtitle: Self.writes("subtitle", in: text), in: text)
    }

    /// Some label keys (each with even odds) that apply: title keys with a title, subtitle keys
    /// with a subtitle, `text-align` and `text-position` with either, `font-weight` only with the bundled fonts.
    mutating func labelFields(kind: CarouselKind, title: Bool, subtitle: Bool, in item: String?) -> String {
        var skipping: Set<String> = []
        if !title { skipping.formUnion(Self.titleKeys) }
        if !subtitle { skipping.formUnion(Self.subtitleKeys) }
        if !title && !subtitle { skipping.formUnion(["text-align", "text-position"]) }
        if customFont { skipping.insert("font-weight") }
        let table = item == nil ? SpecSchema.text : SpecSchema.item
        let path = item == nil ? "text" : "item"
        let others = Set(table.fields.map(\.key)).subtracting(Self.labelKeys)
        return fields(of: table, path: path, kind: kind, skipping: skipping.union(others))
    }

    /// The image keys, written only where an image is (W0417), and a position never with `fill` (W0418).
    static let imageKeys: Set<String> = ["image-fit", "image-position"]

    /// Maybe an `image-fit`, and maybe an `image-position` with a fit other than `fill`.
    mutating func imageFitFields() -> String {
        guard random.chance(0.35) else { return "" }
        let fit = random.pick(ImageFit.allCases)
        var text = "image-fit = \"\(fit.rawValue)\"\n"
        if fit != .fill, random.chance(0.5) {
            text += "image-position = [\(format2(random.number(0, 1))), \(format2(random.number(0, 1)))]\n"
        }
        return text
    }

    /// Whether generated `lines` write `key`.
    static func writes(_ key: String, in lines: String) -> Bool {
        lines.hasPrefix(key + " = ") || lines.contains("\n" + key + " = ")
    }
}
