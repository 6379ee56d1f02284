import CarouselEngine

/// The spec format for editor tooling (hover, completion, outline) in other modules of the
/// package: the root of ``SpecSchema``'s descriptors, whose fields lead to every other table
/// (``FieldDescriptor/nestedTable``), and the value parsers' answers, so the editor says exactly
/// what the compiler checks and the JSON Schema declares.
package struct SchemaCatalog: Sendable {
    /// The top level of a spec.
    package var root: TableDescriptor

    /// A catalog whose top level is `root`.
    package init(root: TableDescriptor) {
        self.root = root
    }

    /// The catalog of the spec format this compiler reads.
    package static let spec = SchemaCatalog(root: SpecSchema.root)

    /// The carousel kinds, in documentation order.
    package static let kindNames = SpecSchema.kindNames

    /// The units a duration string may use, with their length in seconds.
    package static let durationUnits = DurationParser.units

    /// The color a color string means (`"teal"`, `"#30B0C7"`), or nil when it is not one.
    package static func color(_ text: String) -> RGBAColor? {
        if case .success(let color) = ColorParser.parse(text) { return color }
        return nil
    }

    /// The seconds a duration string means (`"2.5s"`, `"250ms"`), or nil when it is not one.
    package static func durationSeconds(_ text: String) -> Double? {
        if case .success(let seconds) = DurationParser.parse(text) { return seconds }
        return nil
    }

    /// `4000 s = 66 min 40 s`: seconds in words, as messages write them.
    package static func spelledSeconds(_ seconds: Double) -> String { DurationSense.spelled(seconds) }

    /// Up to three names from `names` close to `word`, as `check`'s did-you-mean picks them.
    package static func closest(to word: String, in names: [String]) -> [String] {
        NameSuggestions.closest(to: word, in: names)
    }

    /// A number without a trailing `.0` when it is whole.
    package static func format(_ number: Double) -> String { Bounds.format(number) }
}
